const uninstallers = new Set<() => void>();

/** Registers teardown for something a test mounted outside React (e.g. store subscriptions). */
export function onTestCleanup(uninstall: () => void): void {
  uninstallers.add(uninstall);
}

export function runTestCleanups(): void {
  uninstallers.forEach((uninstall) => uninstall());
  uninstallers.clear();
}
