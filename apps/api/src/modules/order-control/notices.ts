import { asSentence } from '../orders/order-notices';

type Notice = { title: string; message: string };

export function replacementNotice(input: {
  orderId: number;
  screenName: string;
  approved: boolean;
  reason: string | null;
}): Notice {
  if (input.approved) {
    return {
      title: `Your new video for ${input.screenName} is approved`,
      message:
        `Your new video for order #${input.orderId} on ${input.screenName} passed moderation; ` +
        'the screen plays it from its next update.',
    };
  }
  return {
    title: `Your new video for ${input.screenName} was not approved`,
    message:
      `Your new video for order #${input.orderId} on ${input.screenName} was not approved. ` +
      `Reason: ${asSentence(input.reason ?? 'not given')} Your current video keeps playing.`,
  };
}
