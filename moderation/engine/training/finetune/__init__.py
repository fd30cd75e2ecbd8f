"""The fine-tuned multi-task comment encoder: data, model, training with a learning curve, export."""
