/**
 * An e-mail as it may appear in logs: the first character of the name and of the domain, and the
 * domain's last label ("joana.silva@exemplo.com.br" -> "j***@e***.br").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${domain ? `${domain[0]}***` : ''}${tld}`;
}
