export {
  NewsletterSignup,
  type NewsletterSignupProps,
  type NewsletterSubscribeStatus,
} from './newsletter-signup';
export { validateEmail, NEWSLETTER_MESSAGES } from './validate-email';
export type { NewsletterSignupData } from '../types';
