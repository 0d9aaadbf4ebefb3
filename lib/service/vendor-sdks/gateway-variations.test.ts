import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../demo/catalog/ids';
import type { TestService } from '../testing/harness';
import { adminGateway, sdkGateway, startSdkService } from '../testing/vendor-sdks';

/** Issue 14 point 6: variation options listed, read, updated and deleted through the gateway. */
const SIZE = demoId.variation('tee-size');

let svc: TestService;
beforeAll(async () => {
  svc = await startSdkService();
});
afterAll(() => svc?.close());

describe('variation options through the gateway (point 6)', () => {
  it('lists, creates, reads, renames and deletes an option', async () => {
    const admin = adminGateway(svc);
    const before = await admin.PCMVariations.VariationsOptions(SIZE);
    expect(before.data.map((option) => option.attributes.name)).toEqual(
      expect.arrayContaining(['S', 'M', 'L', 'XL']),
    );

    const created = await admin.PCMVariations.CreateVariationsOption(SIZE, {
      attributes: { name: 'XXL-typo', description: 'Extra extra large' },
    });
    const optionId = created.data.id;
    const read = await admin.PCMVariations.VariationsOption(SIZE, optionId);
    expect(read.data.attributes).toMatchObject({ name: 'XXL-typo' });

    const renamed = await admin.PCMVariations.UpdateVariationsOption(SIZE, optionId, {
      id: optionId,
      attributes: { name: 'XXL', description: 'Extra extra large', sort_order: 1 },
    });
    expect(renamed.data.attributes).toMatchObject({ name: 'XXL', sort_order: 1 });

    await admin.PCMVariations.DeleteVariationsOption(SIZE, optionId);
    await expect(admin.PCMVariations.VariationsOption(SIZE, optionId)).rejects.toMatchObject({
      errors: [{ status: '404' }],
    });
    await expect(admin.PCMVariations.DeleteVariationsOption(SIZE, optionId)).rejects.toMatchObject({
      errors: [{ status: '404' }],
    });
    const after = await admin.PCMVariations.VariationsOptions(SIZE);
    expect(after.data.map((option) => option.id)).toEqual(before.data.map((option) => option.id));
  });

  it('keeps options to administrators: a shopper’s gateway gets 403', async () => {
    await expect(sdkGateway(svc).PCMVariations.VariationsOptions(SIZE)).rejects.toMatchObject({
      errors: [{ status: '403' }],
    });
  });
});
