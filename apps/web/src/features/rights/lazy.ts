// Mounted on demand: a chunk of its own, loaded once someone is logged in. It loads the gate's dialog (with antd) only
// when the account has something to settle.
export const loadRightsCheck = async () => (await import('./components/rights-check')).RightsCheck;
