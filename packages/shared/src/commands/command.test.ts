import { describe, expect, it } from 'vitest';
import { COMMANDS, commandNamed } from './catalogue';
import { defineCommand, nextVersion, upcastInput, type CommandInput } from './command';

const kept: CommandInput = { target: { id: 4 }, values: { name: 'Recurring deposit' }, files: {} };

describe('commands', () => {
  it('brings an input kept by an earlier version up to the current one, one upcast a version', () => {
    const first = defineCommand('deposits.update', 'content.write');
    const second = nextVersion(first, (input) => ({
      ...input,
      values: { product_name: input.values.name },
    }));
    const third = nextVersion(second, (input) => ({ ...input, values: { ...input.values, tenure_days: 365 } }));
    expect([first.version, second.version, third.version]).toEqual([1, 2, 3]);
    expect(upcastInput(third, 1, kept).values).toEqual({ product_name: 'Recurring deposit', tenure_days: 365 });
    expect(upcastInput(third, 2, { ...kept, values: { product_name: 'Kept' } }).values).toEqual({
      product_name: 'Kept',
      tenure_days: 365,
    });
    expect(upcastInput(third, 3, kept)).toBe(kept);
  });

  it("refuses an input of a version it does not know, a later server's included", () => {
    expect(() => upcastInput(defineCommand('deposits.update', 'content.write'), 2, kept)).toThrow(
      'deposits.update has no version 2',
    );
    expect(() => upcastInput(defineCommand('deposits.update', 'content.write'), 0, kept)).toThrow('has no version 0');
  });

  it('names every publishing write once', () => {
    const names = COMMANDS.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    expect(commandNamed('deposits.create')?.files).toEqual(['image']);
    expect(commandNamed('jobs.create')?.files).toEqual([]);
    expect(commandNamed('documents.translation.save')?.files).toEqual(['document']);
    expect(commandNamed('unclaimed-deposits.import')?.files).toEqual(['file']);
  });
});
