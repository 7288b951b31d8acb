import { fireEvent, render, screen } from "@testing-library/react";
import { ChatPanel, type ChatPanelTexts } from "@/components/advisor/chat-panel";
import { messages } from "@/lib/i18n/messages";

const texts: ChatPanelTexts = messages.advisor.chat;
const welcome = [{ id: "1", role: "assistant" as const, content: "Hallo **du**", timestamp: 0 }];

describe("ChatPanel", () => {
  it("sends the trimmed text with Enter, not with Shift+Enter, and never blank text", () => {
    const onSend = jest.fn();
    render(<ChatPanel texts={texts} messages={welcome} pending={false} onSend={onSend} />);
    const input = screen.getByRole("textbox", { name: "Deine Nachricht" });
    expect(input).toHaveAttribute("placeholder", "Schreib mir eine Nachricht...");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
    fireEvent.change(input, { target: { value: "  8001, 1990  " } });
    fireEvent.keyDown(input, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("8001, 1990");
    expect(input).toHaveValue("");
  });

  it("shows the spinner text and disables input and button while a request runs", () => {
    render(<ChatPanel texts={texts} messages={welcome} pending onSend={jest.fn()} />);
    expect(screen.getByText("Analysiere deine Anfrage...")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Deine Nachricht" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
  });

  it("renders messages in a polite live log with bold text", () => {
    render(<ChatPanel texts={texts} messages={welcome} pending={false} onSend={jest.fn()} />);
    const log = screen.getByRole("log", { name: "Unterhaltung" });
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(log.querySelector("strong")?.textContent).toBe("du");
    expect(screen.getByRole("heading", { name: "Deine Versicherungsberatung" })).toBeInTheDocument();
  });
});
