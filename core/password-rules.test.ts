import { describe, expect, it } from "vitest";
import { isGuessablePassword } from "./password-rules";

describe("isGuessablePassword (issue 39.7)", () => {
  it.each([
    "clubcost-demo",
    "ClubCost-Demo",
    "clubcost",
    "ClubCost2026!",
    "Coût du Ping 1",
    "aaaaaaaa",
    "11111111",
    "abababab",
    "abcabcabc",
    "qwertyuiop",
    "azertyuiop",
    "qsdfghjklm",
    "jklmwxcvbn",
    "12345678",
    "0987654321",
    "poiuytreza",
    "1234567890azer",
    " asdfghjkl ",
  ])("refuses %j", (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each([
    "a-good-password",
    "clubcost is my treasurer's tool",
    "correct horse battery",
    "azerty-maison-42",
    "Trésorière 2026",
  ])("accepts %j", (password) => {
    expect(isGuessablePassword(password)).toBe(false);
  });
});
