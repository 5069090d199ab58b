export * from './define-routes';
export * from './define-contract';
export type { Contract, EndpointDef, EndpointInput, EndpointParsed, EndpointResponse, EndpointSchemas } from './define-endpoint';
export * from './errors';
export * from './lists';
export * from './text';
