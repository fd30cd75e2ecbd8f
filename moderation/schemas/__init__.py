"""Wire models shared by the API, the engine results and the client."""
