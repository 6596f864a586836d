/** The product's local mailbox (`/dev/mailbox`, on in tests): the codes mailed to an address. */

interface Mail {
  id: string;
  subject: string;
  text: string;
}

export async function mailbox(baseUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: Mail[] };
  return body.data;
}

/** Waits for a mail to `to` that is not in `seen`, and returns the six-digit code in it. */
export async function newCode(baseUrl: string, to: string, seen: Set<string>): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const mail of await mailbox(baseUrl, to)) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!seen.has(mail.id) && code) {
        seen.add(mail.id);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code mailed to ${to}`);
}
