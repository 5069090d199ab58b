/** In the static demo the backend lives in the page: its fetch replaces the network's for `/api`. */
let implementation: typeof fetch = (...args) => fetch(...args);

export function setApiFetch(replacement: typeof fetch) {
  implementation = replacement;
}

export const apiFetch: typeof fetch = (...args) => implementation(...args);
