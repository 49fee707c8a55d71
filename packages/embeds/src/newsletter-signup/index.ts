export { NewsletterSignup, type NewsletterSignupProps } from './newsletter-signup';
export { validateEmail, NEWSLETTER_MESSAGES } from './validate-email';
export type { NewsletterSignupData } from '../types';
