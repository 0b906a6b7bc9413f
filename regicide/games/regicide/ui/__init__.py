"""Regicide's table: its board, layout, animations, panels and scenes (pygame)."""
