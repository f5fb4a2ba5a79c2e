// Mounted on demand: a chunk of its own, loaded once someone is logged in.
export const loadRightsGate = async () => (await import('./components/rights-gate')).RightsGate;
