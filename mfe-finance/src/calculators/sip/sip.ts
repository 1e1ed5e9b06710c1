/* The SIP page's maths: the finance library's SIP plan, which the NPS page builds on too. */
export { calculateSip, type SipInputs, type SipResult, type SipRow, type SipToday } from '../../finance-library/sip';
