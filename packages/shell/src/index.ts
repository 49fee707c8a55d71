// Entry `@nsv/shell`: toasts and the modal dialog host.
export * from './toast';
export * from './modal';
