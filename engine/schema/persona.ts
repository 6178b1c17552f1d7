import { z } from 'zod';

/** a band's colour, which a persona may expect in place of its text */
export const personaColours = ['green', 'yellow', 'red', 'blue', 'gray'] as const;

const Expected = z.union([
  z.number().describe('a figure of the result, exactly'),
  z.record(z.string(), z.number()).describe('a group such as componentScores: only the keys given are checked'),
  z.array(z.string()).describe('a list such as recommendations: the ids, in order'),
]);

/** one persona: answers a visitor gives and what the results page must then show */
export const Persona = z
  .strictObject({
    name: z.string().min(1).describe('Who answers, in a few words; unique in the file (the test is named after it)'),
    answers: z
      .record(
        z.string(),
        z.union([
          z.string().describe('a single choice: the option value'),
          z.array(z.string()).describe('a multi-select: the option values chosen'),
          z.number().describe('a number question: a JSON number'),
        ]),
      )
      .describe("The payload a visitor sends: question field -> answer; a question the other answers do not ask is left out"),
    expect: z
      .strictObject({
        result: z
          .record(z.string(), Expected)
          .refine((r) => Object.keys(r).length > 0, 'expect at least one result field')
          .describe('Result field -> the value the engine must give, worked out by hand in the comments above it; the score is required'),
        bands: z.record(z.string(), z.string()).default({}).describe('band set -> band text, or its colour'),
      })
      .describe('What the results page must show for these answers'),
  })
  .describe('A persona: answers a visitor gives and what the results page must then show');
export type Persona = z.infer<typeof Persona>;

/** a personas file (definitions/personas/<department>.yaml): at least 4 personas */
export const Personas = z.array(Persona).describe('The personas of one department: the answers of typical visitors and the results they must see');
