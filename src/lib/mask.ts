// One masking rule for the server and the back-office (the server masks for roles without need).
export { ADMIN_EMAIL_VISIBLE, EMAIL_VISIBLE, maskEmail } from '../../contract/emails';
