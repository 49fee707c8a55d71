export { Button, type ButtonProps } from './button';
export { BUTTON_COLORS, isButtonColor, type ButtonColor } from './button-color';
