/**
 * Toasts and confirmation dialogs for code that runs before any page (the API client, the version
 * check). antd-mobile's Toast and Dialog bring an animation library, so they load on first use
 * instead of weighing on the first screen. Calls keep their order.
 */
const toast = () => import('antd-mobile/es/components/toast').then((module) => module.default);
const dialog = () => import('antd-mobile/es/components/dialog').then((module) => module.default);

export function showToast(content: string): void {
  void toast().then((Toast) => Toast.show({ content }));
}

export function showLoadingToast(content: string): void {
  void toast().then((Toast) => Toast.show({ icon: 'loading', content, duration: 0, maskClickable: true }));
}

export function clearToast(): void {
  void toast().then((Toast) => Toast.clear());
}

export async function confirmDialog(options: {
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const Dialog = await dialog();
  return Dialog.confirm(options);
}
