/** In the static demo the backend lives in the page: its fetch replaces the network's for `/api`. */
let implementation: typeof fetch = (...args) => fetch(...args);

export function setApiFetch(replacement: typeof fetch) {
  implementation = replacement;
}

export const apiFetch: typeof fetch = (...args) => implementation(...args);

/** The live channel's EventSource: the browser's, or in the static demo one its backend feeds. */
let eventSourceFor: (url: string) => EventSource = (url) => new EventSource(url);

export function setEventSourceFactory(factory: (url: string) => EventSource) {
  eventSourceFor = factory;
}

export const openEventSource = (url: string): EventSource => eventSourceFor(url);
