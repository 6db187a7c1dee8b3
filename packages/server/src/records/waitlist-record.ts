/** A waitlist sign-up as stored (collection `waitlist`): one per address, the address as id. */
export interface WaitlistRecord {
  _id: string;
  email: string;
  signupDate: string;
  source: string;
}
