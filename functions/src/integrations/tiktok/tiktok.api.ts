import type { IntegrationAccount } from '../../contract/integrations';
import type { FetchedItem, HeldTokens, ProviderCall } from '../core/types';
import { bearer, callProvider } from '../core/http';
import { userInfoAnswer, videoListAnswer } from './tiktok.schemas';

/** TikTok's Display API reads, used on connect, by the job and by the update-* calls. */

const VIDEOS_KEPT = 9;

/** The user as TikTok shows them: `PUT /v1/tiktok/update-user-info`. */
export async function tiktokUser(call: ProviderCall, tokens: HeldTokens): Promise<IntegrationAccount> {
  const answer = await callProvider({
    url: `${call.settings.apiBase}/v2/user/info/?fields=open_id,avatar_url,display_name,username,profile_deep_link`,
    headers: bearer(tokens.accessToken),
    schema: userInfoAnswer,
    timeoutMs: call.timeoutMs,
    errorsInBody: true,
  });
  const { user } = answer.data;
  const username = user.username ?? user.display_name ?? user.open_id;
  return {
    id: user.open_id,
    username,
    name: user.display_name ?? username,
    avatarUrl: user.avatar_url ?? null,
    url: user.username
      ? `https://www.tiktok.com/@${encodeURIComponent(user.username)}`
      : (user.profile_deep_link ?? null),
  };
}

/** The latest videos: `PUT /v1/tiktok/update-latest-videos`. `fields` goes in the query of this POST. */
export async function tiktokVideos(call: ProviderCall, tokens: HeldTokens): Promise<FetchedItem[]> {
  const answer = await callProvider({
    url: `${call.settings.apiBase}/v2/video/list/?fields=id,title,video_description,create_time,cover_image_url,share_url`,
    method: 'POST',
    headers: bearer(tokens.accessToken),
    json: { max_count: VIDEOS_KEPT },
    schema: videoListAnswer,
    timeoutMs: call.timeoutMs,
    errorsInBody: true,
  });
  return answer.data.videos.slice(0, VIDEOS_KEPT).map((v) => ({
    id: v.id,
    text: v.title || v.video_description || '',
    url: v.share_url,
    kind: 'video' as const,
    publishedAt: v.create_time ? new Date(v.create_time * 1000).toISOString() : null,
    remoteImageUrl: v.cover_image_url ?? null,
  }));
}
