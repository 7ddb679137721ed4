// Placeholder until this target is implemented.
