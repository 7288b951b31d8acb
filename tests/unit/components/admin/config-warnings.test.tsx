import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ConfigWarnings } from "@/components/admin/config-warnings";
import { messages } from "@/lib/i18n/messages";
import { configurationWarnings, IMPRINT_PLACEHOLDERS } from "@/lib/system/config-warnings";

const show = (warnings: Parameters<typeof ConfigWarnings>[0]["warnings"]) =>
  render(
    <NextIntlClientProvider locale="de" messages={{ admin: messages.admin }}>
      <ConfigWarnings warnings={warnings} />
    </NextIntlClientProvider>,
  );

describe("the admin panel's configuration warnings", () => {
  it("names each variable that still holds an example value", () => {
    show(configurationWarnings({ NODE_ENV: "production", SITE_URL: "http://localhost:3000", ...IMPRINT_PLACEHOLDERS }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Konfiguration nicht bereit für den Betrieb");
    for (const variable of ["IMPRINT_COMPANY", "IMPRINT_EMAIL", "SITE_URL"]) expect(alert).toHaveTextContent(variable);
  });

  it("shows nothing when the configuration is complete", () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });
});
