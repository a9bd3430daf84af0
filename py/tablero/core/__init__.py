"""What every game shares: protocol, flow, PRNG, errors, sessions, records, bots."""
