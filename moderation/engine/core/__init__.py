"""The shared core every judge builds on: the ONNX sentence embedder, text segmentation, the shared analysis, plain types."""
