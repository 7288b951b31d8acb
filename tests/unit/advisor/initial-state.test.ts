import { initialState } from "@/lib/advisor/initial-state";
import { advisorStateSchema, initialState as parsedInitialState } from "@/lib/advisor/state";

describe("a new conversation's state", () => {
  it("is what the state schema makes of nothing", () => {
    expect(initialState()).toEqual(advisorStateSchema.parse({}));
    expect(initialState()).toEqual(parsedInitialState());
  });

  it("is a fresh object each time", () => {
    expect(initialState().angebote).not.toBe(initialState().angebote);
  });
});
