import { useMessages } from "next-intl";
import { localMessage } from "./local-message";

/**
 * In a form: turns a schema's German message into the page's language. `german` names the German
 * catalogue sections the form's schema writes from, by namespace ({ quote }): they are in the bundle
 * already, with the schema; the page's own texts come from its NextIntlClientProvider.
 */
export function useLocalMessage(german: Readonly<Record<string, object>>): (message: string | undefined) => string | undefined {
  const messages = useMessages();
  return (message) => localMessage(message, german, messages);
}
