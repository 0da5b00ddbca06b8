// The most common passwords of 8+ characters seen in public breach corpora (lower-case).
// Shorter ones are already refused by the minimum length.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000',
  '88888888', '87654321', '11223344', '12341234', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'asdfghjkl', 'zxcvbnm1', 'password',
  'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'abc12345', 'abcd1234', 'abcdefgh', 'admin123', 'administrator', 'letmein1', 'trustno1',
  'superman', 'starwars', 'whatever', 'dragon123', 'master123', 'monkey123', 'computer',
  'michelle', 'jennifer', 'corvette', 'mercedes', 'samsung1', 'internet', 'football1',
  'changeme', 'changeme123', 'secret123', 'qazwsxedc', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5',
  'aa123456', 'a1234567', 'a12345678', '1234qwer', 'qwer1234', 'asdf1234', 'senha123',
  'senha1234', 'senhasenha', 'minhasenha', 'mudar123', 'brasil123', 'brasil2026',
  'flamengo', 'flamengo1', 'corinthians', 'palmeiras', 'saopaulo', 'vasco123', 'gremio123',
  'cruzeiro', 'botafogo', 'fluminense', 'santos123', 'valora123', 'teste123', 'teste1234',
  'contrasena', 'contraseña', 'passwort', 'passwort1', 'hallo123', 'schatz123', 'liebe123',
  'azerty123', 'soleil123', 'motdepasse', 'qwertz123', 'googledummy', 'freelancer',
  'freelancer1', 'designer1', 'qwerty1234', 'password2026', 'password2025', 'senha2026',
]);
