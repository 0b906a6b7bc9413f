"""Small helpers every part may use: messages as one printable line, where bundled files are."""
