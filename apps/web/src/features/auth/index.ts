// What app/ composes from the auth feature (Home and the personal centre show the e-mail confirmation banner).
export { EmailConfirmBanner } from './components/email-confirm-banner';
