"""Benchmarks (`make bench`): figures beside the issue's reference points, never a test."""
