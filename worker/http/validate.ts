import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodError } from "zod";
import type { $ZodType } from "zod/v4/core";
import { AppError } from "../../core/errors";
import { fieldOf } from "./errors";

/** zod validation whose failure is the envelope's 400 with the offending field (never a 500). */
export function valid<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const missing = issue?.code === "invalid_type" && issue.input === undefined;
      throw new AppError(missing ? 400 : 1, { httpStatus: 400, field: fieldOf(result.error as unknown as ZodError), message: issue?.message });
    }
  });
}
