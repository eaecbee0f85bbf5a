"""GrasBot node: the gateway in front of Ollama and the owner's on/off switch."""
