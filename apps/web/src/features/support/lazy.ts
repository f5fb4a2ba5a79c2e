// Mounted on demand: a chunk of its own, loaded the first time it opens.
export const loadCustomerServiceModal = async () =>
  (await import('./components/customer-service-modal')).CustomerServiceModal;
