/**
 * A stored phone (+60 and the national number) as players and operators see
 * it: the operator prefix and the last four digits, e.g. "+60 12-*** 6789".
 */
export function maskPhone(phone: string): string {
  const national = phone.startsWith('+60') ? phone.slice(3) : phone;
  if (national.length < 7) return '*'.repeat(national.length);
  return `+60 ${national.slice(0, 2)}-*** ${national.slice(-4)}`;
}
