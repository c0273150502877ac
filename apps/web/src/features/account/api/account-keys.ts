/** Query keys of the account feature: each is the customer's own, kept until a change replaces it. */
export const accountKeys = {
  phoneCheck: () => ['checkPhone'] as const,
  billAddress: () => ['billAddress'] as const,
  subscribeConfig: () => ['subscribeConfig'] as const,
  pushConfig: () => ['pushConfig'] as const,
  processingTimes: () => ['warehouseProcessingTimes'] as const,
  // The browser's own state, not the server's: whether this device holds a push subscription.
  thisDevicePush: () => ['thisDevicePush'] as const,
};
