import type { MailKind } from '@/platform/mail/outbox';
import { MAIL_LANGUAGES } from './recovery-routes';

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  ignore: string;
}

// Spanish is the product's default; each message names the one thing to do and how long the link lasts.
const TEXTS: Record<MailLanguage, Record<MailKind, Wording>> = {
  es: {
    'reset-password': {
      subject: 'Restablece tu contraseña de Tablero',
      greeting: (name) => `Hola, ${name}:`,
      lines: ['Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta.', 'Abre este enlace para elegir una nueva. Vale durante una hora y solo una vez:'],
      ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    },
    invitation: {
      subject: 'Te han invitado a Tablero',
      greeting: (name) => `Hola, ${name}:`,
      lines: ['Te han creado una cuenta en Tablero.', 'Abre este enlace para elegir tu contraseña. Vale durante 7 días y solo una vez:'],
      ignore: 'Si no esperabas esta invitación, ignora este correo.',
    },
    'verify-email': {
      subject: 'Confirma tu correo electrónico de Tablero',
      greeting: (name) => `Hola, ${name}:`,
      lines: ['Gracias por crear tu cuenta.', 'Abre este enlace para confirmar que este correo es tuyo. Vale durante 3 días:'],
      ignore: 'Si no creaste una cuenta en Tablero, ignora este correo.',
    },
  },
  en: {
    'reset-password': {
      subject: 'Reset your Tablero password',
      greeting: (name) => `Hello ${name},`,
      lines: ['Someone (we hope you) asked to reset the password of your account.', 'Open this link to choose a new one. It works once, for one hour:'],
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    invitation: {
      subject: 'You have been invited to Tablero',
      greeting: (name) => `Hello ${name},`,
      lines: ['An account has been created for you on Tablero.', 'Open this link to choose your password. It works once, for 7 days:'],
      ignore: 'If you did not expect this invitation, ignore this e-mail.',
    },
    'verify-email': {
      subject: 'Confirm your Tablero e-mail address',
      greeting: (name) => `Hello ${name},`,
      lines: ['Thank you for creating your account.', 'Open this link to confirm that this address is yours. It works for 3 days:'],
      ignore: 'If you did not create a Tablero account, ignore this e-mail.',
    },
  },
  fr: {
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe Tablero',
      greeting: (name) => `Bonjour ${name},`,
      lines: ['Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte.', 'Ouvrez ce lien pour en choisir un nouveau. Il sert une seule fois, pendant une heure :'],
      ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    invitation: {
      subject: 'Vous êtes invité sur Tablero',
      greeting: (name) => `Bonjour ${name},`,
      lines: ['Un compte a été créé pour vous sur Tablero.', 'Ouvrez ce lien pour choisir votre mot de passe. Il sert une seule fois, pendant 7 jours :'],
      ignore: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
    },
    'verify-email': {
      subject: 'Confirmez votre adresse e-mail Tablero',
      greeting: (name) => `Bonjour ${name},`,
      lines: ['Merci d’avoir créé votre compte.', 'Ouvrez ce lien pour confirmer que cette adresse est la vôtre. Il est valable 3 jours :'],
      ignore: 'Si vous n’avez pas créé de compte Tablero, ignorez cet e-mail.',
    },
  },
  de: {
    'reset-password': {
      subject: 'Setze dein Tablero-Passwort zurück',
      greeting: (name) => `Hallo ${name},`,
      lines: ['Jemand (hoffentlich du) hat das Zurücksetzen des Passworts deines Kontos angefordert.', 'Öffne diesen Link, um ein neues zu wählen. Er gilt einmal und eine Stunde lang:'],
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    },
    invitation: {
      subject: 'Du wurdest zu Tablero eingeladen',
      greeting: (name) => `Hallo ${name},`,
      lines: ['Für dich wurde ein Konto bei Tablero angelegt.', 'Öffne diesen Link, um dein Passwort zu wählen. Er gilt einmal und 7 Tage lang:'],
      ignore: 'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
    },
    'verify-email': {
      subject: 'Bestätige deine E-Mail-Adresse bei Tablero',
      greeting: (name) => `Hallo ${name},`,
      lines: ['Danke, dass du ein Konto angelegt hast.', 'Öffne diesen Link, um zu bestätigen, dass diese Adresse dir gehört. Er gilt 3 Tage lang:'],
      ignore: 'Wenn du kein Tablero-Konto angelegt hast, ignoriere diese E-Mail.',
    },
  },
  pt: {
    'reset-password': {
      subject: 'Redefina sua senha do Tablero',
      greeting: (name) => `Olá, ${name},`,
      lines: ['Alguém (esperamos que você) pediu para redefinir a senha da sua conta.', 'Abra este link para escolher uma nova. Ele funciona uma só vez, por uma hora:'],
      ignore: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    },
    invitation: {
      subject: 'Você foi convidado para o Tablero',
      greeting: (name) => `Olá, ${name},`,
      lines: ['Criamos uma conta para você no Tablero.', 'Abra este link para escolher sua senha. Ele funciona uma só vez, por 7 dias:'],
      ignore: 'Se você não esperava este convite, ignore este e-mail.',
    },
    'verify-email': {
      subject: 'Confirme seu endereço de e-mail do Tablero',
      greeting: (name) => `Olá, ${name},`,
      lines: ['Obrigado por criar sua conta.', 'Abra este link para confirmar que este endereço é seu. Ele funciona por 3 dias:'],
      ignore: 'Se você não criou uma conta no Tablero, ignore este e-mail.',
    },
  },
  ar: {
    'reset-password': {
      subject: 'إعادة تعيين كلمة مرور Tablero',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك.', 'افتح هذا الرابط لاختيار كلمة مرور جديدة. يصلح مرة واحدة فقط ولمدة ساعة:'],
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة مرورك لن تتغير.',
    },
    invitation: {
      subject: 'تمت دعوتك إلى Tablero',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['أنشأنا لك حسابًا في Tablero.', 'افتح هذا الرابط لاختيار كلمة مرورك. يصلح مرة واحدة فقط ولمدة 7 أيام:'],
      ignore: 'إن لم تكن تنتظر هذه الدعوة، فتجاهل هذه الرسالة.',
    },
    'verify-email': {
      subject: 'أكِّد بريدك الإلكتروني في Tablero',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['شكرًا لإنشائك حسابًا.', 'افتح هذا الرابط لتأكيد أن هذا البريد لك. يصلح لمدة 3 أيام:'],
      ignore: 'إن لم تُنشئ حسابًا في Tablero، فتجاهل هذه الرسالة.',
    },
  },
};

/** The subject and plain-text body of a message, in the language asked for (Spanish otherwise), with its link. */
export function mailText(kind: MailKind, language: string | undefined, name: string, link: string): { subject: string; body: string } {
  const wording = TEXTS[(MAIL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MailLanguage) : 'es'][kind];
  const body = [wording.greeting(name), '', ...wording.lines, '', link, '', wording.ignore, '', '— Tablero'].join('\n');
  return { subject: wording.subject, body };
}
