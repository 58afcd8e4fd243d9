import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { discardLead, enqueueLead, onQueueChange, queuedLeads, syncQueuedLeads, type QueuedLead } from './lead-queue';

const body = (firstName: string) => ({ firstName, lastName: 'Lead', source: 'manual' as const });

beforeEach(async () => {
  for (const uid of ['owner', 'other']) for (const lead of await queuedLeads(uid)) await discardLead(lead.id);
});

describe('the offline lead queue', () => {
  it('keeps leads per owner, oldest first, each with its own clientId', async () => {
    const first = await enqueueLead('owner', body('Ann'));
    await new Promise((r) => setTimeout(r, 2));
    const second = await enqueueLead('owner', body('Ben'));
    await enqueueLead('other', body('Cid'));
    const waiting = await queuedLeads('owner');
    expect(waiting.map((l) => l.body.firstName)).toEqual(['Ann', 'Ben']);
    expect(waiting.map((l) => l.body.clientId)).toEqual([first.id, second.id]);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('removes a lead only after its upload succeeded, and keeps failures with their reason', async () => {
    await enqueueLead('owner', body('Ann'));
    await enqueueLead('owner', body('Ben'));
    const sent: string[] = [];
    const result = await syncQueuedLeads('owner', async (lead: QueuedLead) => {
      if (lead.body.firstName === 'Ben') throw new Error('Oops an error occurred. Please try again');
      sent.push(lead.body.clientId);
      return `contact-${lead.id}`;
    });
    expect(result).toEqual({ synced: 1, failed: 1, error: 'Oops an error occurred. Please try again' });
    const left = await queuedLeads('owner');
    expect(left.map((l) => [l.body.firstName, l.lastError])).toEqual([
      ['Ben', 'Oops an error occurred. Please try again'],
    ]);

    // The next attempt sends the same clientId again and then lets it go.
    const retried: string[] = [];
    expect(await syncQueuedLeads('owner', async (lead) => (retried.push(lead.body.clientId), 'c'))).toEqual({
      synced: 1,
      failed: 0,
    });
    expect(retried).toEqual([left[0].body.clientId]);
    expect(await queuedLeads('owner')).toEqual([]);
  });

  it('runs one sync at a time, so two triggers send each lead once', async () => {
    await enqueueLead('owner', body('Ann'));
    const sent: string[] = [];
    const upload = async (lead: QueuedLead) => {
      sent.push(lead.id);
      await new Promise((r) => setTimeout(r, 5));
      return 'c';
    };
    await Promise.all([syncQueuedLeads('owner', upload), syncQueuedLeads('owner', upload)]);
    expect(sent).toHaveLength(1);
  });

  it("sends only the owner's leads and uploads a photo after the contact exists", async () => {
    await enqueueLead('other', body('Cid'));
    await enqueueLead('owner', body('Ann'), new Blob(['png'], { type: 'image/png' }));
    const photos: string[] = [];
    const result = await syncQueuedLeads(
      'owner',
      async () => 'contact-1',
      async (contactId) => photos.push(contactId),
    );
    expect(result.synced).toBe(1);
    expect(photos).toEqual(['contact-1']);
    expect((await queuedLeads('other')).map((l) => l.body.firstName)).toEqual(['Cid']);
  });

  it('tells listeners when the queue changes', async () => {
    let calls = 0;
    const stop = onQueueChange(() => (calls += 1));
    const lead = await enqueueLead('owner', body('Ann'));
    await discardLead(lead.id);
    stop();
    await enqueueLead('owner', body('Ben'));
    expect(calls).toBe(2);
  });
});
