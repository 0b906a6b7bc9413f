"""Everything pygame. The engine knows nothing of this package."""
