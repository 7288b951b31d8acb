import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalculatorForm } from "@/components/premiums/calculator-form";
import { renderWithProviders, stubFetch } from "./test-utils";

function setup(initial: Parameters<typeof CalculatorForm>[0]["initial"] = null) {
  const onSearch = jest.fn();
  stubFetch((url) => (url.startsWith("/api/location?") ? { body: { valid: true } } : undefined));
  const user = userEvent.setup();
  renderWithProviders(<CalculatorForm initial={initial} tariffYear={2026} busy={false} onSearch={onSearch} />);
  const add = () => user.click(screen.getByRole("button", { name: "Person hinzufügen" }));
  const submit = () => user.click(screen.getByRole("button", { name: "Prämien berechnen" }));
  return { user, onSearch, add, submit };
}

const rows = () => screen.queryAllByTestId("household-person");

describe("calculator form: the persons of a household", () => {
  it("shows one person exactly as the single search: no fieldset, no name field", () => {
    setup();
    expect(rows()).toHaveLength(0);
    expect(screen.queryByRole("textbox", { name: /Name/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Geburtsjahr" })).toHaveValue("1990");
  });

  it("adds a labelled row, moves the focus to it and announces it; a child's deductible starts at the lowest", async () => {
    const { user, add } = setup();
    await add();
    expect(rows().map((row) => row.querySelector("legend")?.textContent)).toEqual(["Person 1", "Person 2"]);
    expect(screen.getByRole("group", { name: "Person 2" })).toBe(rows()[1]);
    const year2 = screen.getByRole("textbox", { name: "Geburtsjahr (Person 2)" });
    await waitFor(() => expect(year2).toHaveFocus());
    expect(screen.getByTestId("household-persons-status")).toHaveTextContent("Person 2 hinzugefügt.");
    expect(within(rows()[0]!).getByRole("textbox", { name: "Geburtsjahr (Person 1)" })).toHaveValue("1990");

    await user.type(year2, "2016");
    const franchise2 = screen.getByRole("combobox", { name: "Franchise (Person 2)" });
    await waitFor(() => expect(franchise2).toHaveValue("0"));
    expect(within(franchise2).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual(["0", "100", "200", "300", "400", "500", "600"]);
    // A household compares totals: the sort orders are the household search's three.
    expect(within(screen.getByRole("combobox", { name: "Sortierung" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Gesamtprämie aufsteigend",
      "Gesamtprämie absteigend",
      "Versicherer A–Z",
    ]);
  });

  it("names a row after its person; its remove button says whom it removes", async () => {
    const { user, add } = setup();
    await add();
    await user.type(screen.getByRole("textbox", { name: "Name (optional) (Person 2)" }), "Kind 1");
    expect(rows()[1]!.querySelector("legend")).toHaveTextContent("Kind 1");
    expect(screen.getByRole("button", { name: "Kind 1 entfernen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Person 1 entfernen" })).toBeInTheDocument();
  });

  it("holds at most six persons", async () => {
    const { add } = setup();
    for (let i = 0; i < 5; i++) await add();
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Person hinzufügen" })).toBeDisabled();
    expect(screen.getByText("Ein Haushalt hat höchstens 6 Personen.")).toBeInTheDocument();
  });

  it("removes any row; removing the first moves the second into its place, and one person is a single search again", async () => {
    const { user, add, submit, onSearch } = setup();
    await add();
    await user.type(screen.getByRole("textbox", { name: "Geburtsjahr (Person 2)" }), "2016");
    await user.click(screen.getByRole("button", { name: "Person 1 entfernen" }));
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Geburtsjahr" })).toHaveValue("2016");
    expect(screen.getByRole("button", { name: "Person hinzufügen" })).toHaveFocus();
    expect(screen.getByTestId("household-persons-status")).toHaveTextContent("Person 1 entfernt.");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    const search = onSearch.mock.calls[0]![0];
    expect(search).toMatchObject({ birthYear: 2016, franchise: 0 });
    expect(search.others).toBeUndefined();
    expect(search.label).toBeUndefined();
  });

  it("searches the whole household with names, deductibles and accident cover", async () => {
    const { user, add, submit, onSearch } = setup();
    await add();
    await user.type(screen.getByRole("textbox", { name: "Name (optional) (Person 1)" }), "Mama");
    await user.type(screen.getByRole("textbox", { name: "Geburtsjahr (Person 2)" }), "2016");
    await user.click(screen.getByRole("switch", { name: "Unfalldeckung (Person 2)" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Franchise (Person 1)" }), "2500");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({
      postalCode: "8001",
      birthYear: 1990,
      franchise: 2500,
      accidentCoverage: true,
      label: "Mama",
      others: [{ birthYear: 2016, franchise: 0, accidentCoverage: false }],
    });
  });

  it("does not search with a row whose birth year is missing, and says where", async () => {
    const { add, submit, onSearch } = setup();
    await add();
    await submit();
    const year2 = screen.getByRole("textbox", { name: "Geburtsjahr (Person 2)" });
    await waitFor(() => expect(year2).toHaveAttribute("aria-invalid", "true"));
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.getElementById(year2.getAttribute("aria-describedby")!)).toHaveAttribute("role", "alert");
  });

  it("restores the rows of a shared household", () => {
    setup({
      postalCode: "8001",
      birthYear: 1984,
      franchise: 300,
      accidentCoverage: true,
      label: "Mama",
      others: [{ birthYear: 2016, franchise: 100, accidentCoverage: false, label: "Kind 1" }],
      models: ["standard"],
      sortBy: "price_asc",
    });
    expect(rows().map((row) => row.querySelector("legend")?.textContent)).toEqual(["Mama", "Kind 1"]);
    expect(screen.getByRole("combobox", { name: "Franchise (Person 2)" })).toHaveValue("100");
    expect(screen.getByRole("switch", { name: "Unfalldeckung (Person 2)" })).not.toBeChecked();
  });
});
