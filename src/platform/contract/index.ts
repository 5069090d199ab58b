export * from './define-endpoint';
export * from './errors';
export * from './lists';
