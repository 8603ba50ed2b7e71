// /cdk/short/:short: the landing of a key's short link — what it is worth, and its redeem form (balance
// keys credit an account, goods keys deliver their key or take the recharge inputs). A used, expired or
// void key says so instead of the form; an unknown link says so with the way to type the key.
import { useParams } from 'react-router-dom';
import { CdkShortView } from '@shop/ui';
import { useShortInfo } from './cdk.ts';
import { readStateOf } from '#app/data/readState.ts';
import { redeemLinks, useRedeem } from './shared.ts';

export default function CdkShortPage() {
  const short = useParams().short ?? '';
  const info = useShortInfo(short);
  const redeem = useRedeem(short ? { short } : null, info.data?.cdk.status);
  return (
    <CdkShortView
      {...readStateOf(info)}
      short={info.data}
      onRedeem={redeem.onRedeem}
      redeeming={redeem.redeeming}
      redeemError={redeem.redeemError}
      done={redeem.done}
      links={redeemLinks(null, redeem.done)}
    />
  );
}
