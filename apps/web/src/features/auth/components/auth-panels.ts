/**
 * The account popups' contents, one chunk: login links to register and to the reset panel, so
 * whichever opens first brings the others with it.
 */
export { ForgotPasswordPanel } from './ForgotPasswordPanel';
export { LoginPanel } from './LoginPanel';
export { RegisterPanel } from './RegisterPanel';
