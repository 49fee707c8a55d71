// Entry `@nsv/shell/modal`: the modal dialog host alone.
export { modal } from './modal/modal-api';
export { ModalHost } from './modal/modal-host';
export type { ModalHandle, ModalOptions, ModalSize } from './modal/modal-types';
