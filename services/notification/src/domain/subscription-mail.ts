import { formatMoney } from '@mindprint/platform/money';
import { escapeHtml, formatMailDate, type MailLocale, mailLanguage, mailLocaleOf } from './mail-locale.js';

/**
 * The subscription e-mails (all transactional: never checked against marketing suppression, no
 * List-Unsubscribe), in the nine locales. Honest by construction: a trial that costs something is never
 * called free, the renewal price, period and date are stated, and every mail about money says how to cancel.
 */
interface Texts {
  greeting: string;
  footer: string;
  cancelHow: string;
  cancelInAccount: string;
  cancelByEmail: string;
  /** The signed link that manages this one membership without a password. */
  manage: string;
  openAccount: string;
  // Trial started
  trialSubject: (plan: string) => string;
  firstPeriodSubject: (plan: string) => string;
  paidTrial: (plan: string, days: number, price: string) => string;
  zeroTrial: (plan: string, days: number) => string;
  trialSkipped: (plan: string, price: string, period: string) => string;
  renewal: (date: string, price: string, period: string) => string;
  /** The renewal when the event carries no date (the trial skipped: the first period's end). */
  renewalAfterFirstPeriod: (price: string, period: string) => string;
  // Reminder before the trial converts
  reminderSubject: (date: string) => string;
  reminderBody: (plan: string, date: string, price: string, period: string) => string;
  // Renewal receipt
  renewedSubject: (plan: string) => string;
  renewedBody: (plan: string, amount: string) => string;
  amount: string;
  period: string;
  reference: string;
  // Renewal failed
  failedSubject: (plan: string) => string;
  failedBody: (plan: string, amount: string) => string;
  nextAttempt: (date: string) => string;
  lapsed: string;
  updateCard: string;
  // Canceled
  canceledSubject: (plan: string) => string;
  canceledBody: (plan: string, date: string) => string;
  reasonUpgrade: string;
  reasonLapsed: string;
  // Cancellation requested by e-mail
  requestSubject: string;
  requestBody: (plan: string) => string;
  requestButton: string;
  requestNote: string;
  requestIgnore: string;
}

const texts: Record<MailLocale, Texts> = {
  EN: {
    greeting: 'Hello,',
    footer: 'You receive this e-mail about your Mindprint subscription because this address is on your account.',
    cancelHow: 'How to cancel: open “Manage my membership” below and press Cancel once. No password and no account are needed; members can also cancel with one click in their account.',
    cancelInAccount: 'Cancel in my account (one click)',
    cancelByEmail: 'Cancel by e-mail',
    manage: 'Manage my membership (status, receipt, cancel)',
    openAccount: 'Open my account',
    trialSubject: (p) => `Your ${p} trial has started`,
    firstPeriodSubject: (p) => `Your ${p} subscription has started`,
    paidTrial: (p, d, price) => `Your ${d}-day trial of ${p} has started. The trial costs ${price}, which we have charged.`,
    zeroTrial: (p, d) => `Your ${d}-day free trial of ${p} has started. The trial costs nothing.`,
    trialSkipped: (p, price, period) => `You skipped the trial of ${p} and paid ${price} for your first period (${period}).`,
    renewal: (date, price, period) => `Unless you cancel, your subscription renews on ${date} at ${price} per ${period}, and then every ${period} at the same price until you cancel.`,
    renewalAfterFirstPeriod: (price, period) => `Unless you cancel, your subscription renews when this first period ends, at ${price} per ${period}, and then every ${period} at the same price until you cancel.`,
    reminderSubject: (date) => `Your trial ends on ${date}`,
    reminderBody: (p, date, price, period) => `Your ${p} trial ends on ${date}. You will be charged ${price} for ${period} unless you cancel before then.`,
    renewedSubject: (p) => `Receipt: your ${p} subscription has renewed`,
    renewedBody: (p, a) => `Thank you. Your ${p} subscription has renewed and we charged ${a}.`,
    amount: 'Amount',
    period: 'Period',
    reference: 'Payment reference',
    failedSubject: (p) => `We could not renew your ${p} subscription`,
    failedBody: (p, a) => `We tried to charge ${a} to renew your ${p} subscription, but the payment did not go through.`,
    nextAttempt: (date) => `We will try again on ${date}.`,
    lapsed: 'We will not try again: your subscription has lapsed, and no further charges will be made.',
    updateCard: 'To use another card, pay again from your account.',
    canceledSubject: (p) => `Your ${p} subscription is canceled`,
    canceledBody: (p, date) => `Your ${p} subscription is canceled. You keep access until ${date}, and no further charges will be made.`,
    reasonUpgrade: 'It has been replaced by your premium subscription.',
    reasonLapsed: 'It ended because the renewal payment could not be collected.',
    requestSubject: 'Confirm the cancellation of your subscription',
    requestBody: (p) => `We received a request to cancel your ${p} subscription. To cancel, open the link below and press the button on the page.`,
    requestButton: 'Confirm the cancellation',
    requestNote: 'Opening the link alone changes nothing: the subscription is only canceled when you press the button on the page.',
    requestIgnore: 'If you did not ask for this, ignore this e-mail; your subscription stays as it is.',
  },
  CN: {
    greeting: '您好：',
    footer: '您收到此邮件，是因为此邮箱地址是您 Mindprint 账户的地址，邮件涉及您的订阅。',
    cancelHow: '如何取消：打开下面的“管理我的会员”，点击一次“取消”即可。无需密码，也无需账户；会员也可以在账户中一键取消。',
    cancelInAccount: '在我的账户中取消（一键）',
    cancelByEmail: '通过邮件取消',
    manage: '管理我的会员（状态、收据、取消）',
    openAccount: '打开我的账户',
    trialSubject: (p) => `您的 ${p} 试用已开始`,
    firstPeriodSubject: (p) => `您的 ${p} 订阅已开始`,
    paidTrial: (p, d, price) => `您的 ${p} ${d} 天试用已开始。试用费用为 ${price}，已扣款。`,
    zeroTrial: (p, d) => `您的 ${p} ${d} 天免费试用已开始。试用不收取任何费用。`,
    trialSkipped: (p, price, period) => `您跳过了 ${p} 的试用，并为第一个周期（${period}）支付了 ${price}。`,
    renewal: (date, price, period) => `除非您取消，您的订阅将于 ${date} 以每 ${period} ${price} 的价格续订，之后每 ${period} 按相同价格续订，直到您取消。`,
    renewalAfterFirstPeriod: (price, period) => `除非您取消，您的订阅将在第一个周期结束时以每 ${period} ${price} 的价格续订，之后每 ${period} 按相同价格续订，直到您取消。`,
    reminderSubject: (date) => `您的试用将于 ${date} 结束`,
    reminderBody: (p, date, price, period) => `您的 ${p} 试用将于 ${date} 结束。除非您在此之前取消，否则将向您收取 ${price}（${period}）。`,
    renewedSubject: (p) => `收据：您的 ${p} 订阅已续订`,
    renewedBody: (p, a) => `谢谢！您的 ${p} 订阅已续订，我们已收取 ${a}。`,
    amount: '金额',
    period: '周期',
    reference: '付款参考号',
    failedSubject: (p) => `您的 ${p} 订阅续订失败`,
    failedBody: (p, a) => `我们尝试收取 ${a} 以续订您的 ${p} 订阅，但付款未成功。`,
    nextAttempt: (date) => `我们将于 ${date} 再次尝试。`,
    lapsed: '我们不会再次尝试：您的订阅已失效，不会再产生任何费用。',
    updateCard: '如需使用其他银行卡，请在您的账户中重新付款。',
    canceledSubject: (p) => `您的 ${p} 订阅已取消`,
    canceledBody: (p, date) => `您的 ${p} 订阅已取消。您可以使用至 ${date}，之后不会再产生任何费用。`,
    reasonUpgrade: '它已被您的高级版订阅取代。',
    reasonLapsed: '由于续订款项无法收取，订阅已结束。',
    requestSubject: '确认取消您的订阅',
    requestBody: (p) => `我们收到了取消您 ${p} 订阅的请求。如需取消，请打开下面的链接，并在页面上点击按钮。`,
    requestButton: '确认取消',
    requestNote: '仅打开链接不会有任何变化：只有在页面上点击按钮后，订阅才会被取消。',
    requestIgnore: '如果这不是您本人的请求，请忽略此邮件，您的订阅将保持不变。',
  },
  HK: {
    greeting: '您好：',
    footer: '您收到此電郵，是因為此電郵地址是您 Mindprint 帳戶的地址，電郵涉及您的訂閱。',
    cancelHow: '如何取消：開啟下面的「管理我的會員」，按一次「取消」即可。無需密碼，亦無需帳戶；會員亦可在帳戶中一鍵取消。',
    cancelInAccount: '在我的帳戶中取消（一鍵）',
    cancelByEmail: '透過電郵取消',
    manage: '管理我的會員（狀態、收據、取消）',
    openAccount: '開啟我的帳戶',
    trialSubject: (p) => `您的 ${p} 試用已開始`,
    firstPeriodSubject: (p) => `您的 ${p} 訂閱已開始`,
    paidTrial: (p, d, price) => `您的 ${p} ${d} 天試用已開始。試用費用為 ${price}，已經扣款。`,
    zeroTrial: (p, d) => `您的 ${p} ${d} 天免費試用已開始。試用不收取任何費用。`,
    trialSkipped: (p, price, period) => `您略過了 ${p} 的試用，並為第一個週期（${period}）支付了 ${price}。`,
    renewal: (date, price, period) => `除非您取消，您的訂閱將於 ${date} 以每 ${period} ${price} 的價格續訂，之後每 ${period} 按相同價格續訂，直至您取消。`,
    renewalAfterFirstPeriod: (price, period) => `除非您取消，您的訂閱將於第一個週期結束時以每 ${period} ${price} 的價格續訂，之後每 ${period} 按相同價格續訂，直至您取消。`,
    reminderSubject: (date) => `您的試用將於 ${date} 結束`,
    reminderBody: (p, date, price, period) => `您的 ${p} 試用將於 ${date} 結束。除非您在此之前取消，否則將向您收取 ${price}（${period}）。`,
    renewedSubject: (p) => `收據：您的 ${p} 訂閱已續訂`,
    renewedBody: (p, a) => `謝謝！您的 ${p} 訂閱已續訂，我們已收取 ${a}。`,
    amount: '金額',
    period: '週期',
    reference: '付款參考編號',
    failedSubject: (p) => `您的 ${p} 訂閱續訂失敗`,
    failedBody: (p, a) => `我們嘗試收取 ${a} 以續訂您的 ${p} 訂閱，但付款未能完成。`,
    nextAttempt: (date) => `我們將於 ${date} 再次嘗試。`,
    lapsed: '我們不會再次嘗試：您的訂閱已失效，不會再產生任何費用。',
    updateCard: '如需使用其他信用卡，請在您的帳戶中重新付款。',
    canceledSubject: (p) => `您的 ${p} 訂閱已取消`,
    canceledBody: (p, date) => `您的 ${p} 訂閱已取消。您可以使用至 ${date}，之後不會再產生任何費用。`,
    reasonUpgrade: '它已被您的高級版訂閱取代。',
    reasonLapsed: '由於續訂款項未能收取，訂閱已結束。',
    requestSubject: '確認取消您的訂閱',
    requestBody: (p) => `我們收到取消您 ${p} 訂閱的請求。如需取消，請開啟以下連結，並在頁面上按下按鈕。`,
    requestButton: '確認取消',
    requestNote: '僅開啟連結不會有任何改變：只有在頁面上按下按鈕後，訂閱才會被取消。',
    requestIgnore: '如果這不是您本人的請求，請忽略此電郵，您的訂閱將保持不變。',
  },
  JA: {
    greeting: 'こんにちは',
    footer: 'このアドレスが Mindprint アカウントに登録されているため、サブスクリプションに関するこのメールをお送りしています。',
    cancelHow: '解約方法：下の「メンバーシップを管理」を開き、「解約」を1回押すだけです。パスワードもアカウントも不要です。会員はアカウントからワンクリックでも解約できます。',
    cancelInAccount: 'アカウントで解約する（ワンクリック）',
    cancelByEmail: 'メールで解約する',
    manage: 'メンバーシップを管理（状態・領収書・解約）',
    openAccount: 'アカウントを開く',
    trialSubject: (p) => `${p} のお試し期間が始まりました`,
    firstPeriodSubject: (p) => `${p} のサブスクリプションが始まりました`,
    paidTrial: (p, d, price) => `${p} の ${d} 日間のお試し期間が始まりました。お試し料金は ${price} で、お支払い済みです。`,
    zeroTrial: (p, d) => `${p} の ${d} 日間の無料お試しが始まりました。お試し期間の料金はかかりません。`,
    trialSkipped: (p, price, period) => `${p} のお試し期間をスキップし、最初の期間（${period}）の料金 ${price} をお支払いいただきました。`,
    renewal: (date, price, period) => `解約されない限り、サブスクリプションは ${date} に ${period} ごと ${price} で更新され、その後も解約されるまで ${period} ごとに同じ料金で更新されます。`,
    renewalAfterFirstPeriod: (price, period) => `解約されない限り、サブスクリプションは最初の期間の終了時に ${period} ごと ${price} で更新され、その後も解約されるまで ${period} ごとに同じ料金で更新されます。`,
    reminderSubject: (date) => `お試し期間は ${date} に終了します`,
    reminderBody: (p, date, price, period) => `${p} のお試し期間は ${date} に終了します。それまでに解約されない場合、${period} 分として ${price} が請求されます。`,
    renewedSubject: (p) => `領収書：${p} のサブスクリプションが更新されました`,
    renewedBody: (p, a) => `ありがとうございます。${p} のサブスクリプションが更新され、${a} を請求しました。`,
    amount: '金額',
    period: '期間',
    reference: 'お支払い参照番号',
    failedSubject: (p) => `${p} のサブスクリプションを更新できませんでした`,
    failedBody: (p, a) => `${p} のサブスクリプション更新のため ${a} の請求を試みましたが、お支払いが完了しませんでした。`,
    nextAttempt: (date) => `${date} に再度お試しします。`,
    lapsed: '再試行は行いません。サブスクリプションは失効し、今後の請求はありません。',
    updateCard: '別のカードをお使いになる場合は、アカウントから再度お支払いください。',
    canceledSubject: (p) => `${p} のサブスクリプションは解約されました`,
    canceledBody: (p, date) => `${p} のサブスクリプションは解約されました。${date} までご利用いただけます。今後の請求はありません。`,
    reasonUpgrade: 'プレミアムのサブスクリプションに切り替えられました。',
    reasonLapsed: '更新料金をお支払いいただけなかったため、終了しました。',
    requestSubject: 'サブスクリプション解約の確認',
    requestBody: (p) => `${p} のサブスクリプションの解約リクエストを受け付けました。解約するには、下のリンクを開き、ページ上のボタンを押してください。`,
    requestButton: '解約を確定する',
    requestNote: 'リンクを開くだけでは何も変わりません。ページ上のボタンを押したときにのみ解約されます。',
    requestIgnore: 'お心当たりがない場合は、このメールを無視してください。サブスクリプションはそのまま継続されます。',
  },
  KR: {
    greeting: '안녕하세요.',
    footer: '이 주소가 Mindprint 계정에 등록되어 있어 구독에 관한 이 메일을 보내 드립니다.',
    cancelHow: '해지 방법: 아래의 ‘내 멤버십 관리’를 열고 ‘해지’를 한 번 누르세요. 비밀번호도 계정도 필요 없습니다. 회원은 계정에서 클릭 한 번으로도 해지할 수 있습니다.',
    cancelInAccount: '내 계정에서 해지(클릭 한 번)',
    cancelByEmail: '이메일로 해지',
    manage: '내 멤버십 관리(상태, 영수증, 해지)',
    openAccount: '내 계정 열기',
    trialSubject: (p) => `${p} 체험이 시작되었습니다`,
    firstPeriodSubject: (p) => `${p} 구독이 시작되었습니다`,
    paidTrial: (p, d, price) => `${p} ${d}일 체험이 시작되었습니다. 체험 요금은 ${price}이며 결제되었습니다.`,
    zeroTrial: (p, d) => `${p} ${d}일 무료 체험이 시작되었습니다. 체험 기간에는 요금이 없습니다.`,
    trialSkipped: (p, price, period) => `${p} 체험을 건너뛰고 첫 기간(${period}) 요금 ${price}을 결제하셨습니다.`,
    renewal: (date, price, period) => `해지하지 않으시면 구독은 ${date}에 ${period}마다 ${price}로 갱신되며, 이후 해지하실 때까지 ${period}마다 같은 가격으로 갱신됩니다.`,
    renewalAfterFirstPeriod: (price, period) => `해지하지 않으시면 구독은 첫 기간이 끝날 때 ${period}마다 ${price}로 갱신되며, 이후 해지하실 때까지 ${period}마다 같은 가격으로 갱신됩니다.`,
    reminderSubject: (date) => `체험이 ${date}에 종료됩니다`,
    reminderBody: (p, date, price, period) => `${p} 체험이 ${date}에 종료됩니다. 그 전에 해지하지 않으시면 ${period} 요금으로 ${price}이 청구됩니다.`,
    renewedSubject: (p) => `영수증: ${p} 구독이 갱신되었습니다`,
    renewedBody: (p, a) => `감사합니다. ${p} 구독이 갱신되어 ${a}을 청구했습니다.`,
    amount: '금액',
    period: '기간',
    reference: '결제 참조 번호',
    failedSubject: (p) => `${p} 구독을 갱신하지 못했습니다`,
    failedBody: (p, a) => `${p} 구독 갱신을 위해 ${a} 결제를 시도했지만 결제가 완료되지 않았습니다.`,
    nextAttempt: (date) => `${date}에 다시 시도합니다.`,
    lapsed: '다시 시도하지 않습니다. 구독이 만료되었으며 더 이상 요금이 청구되지 않습니다.',
    updateCard: '다른 카드를 사용하시려면 계정에서 다시 결제해 주세요.',
    canceledSubject: (p) => `${p} 구독이 해지되었습니다`,
    canceledBody: (p, date) => `${p} 구독이 해지되었습니다. ${date}까지 이용하실 수 있으며 더 이상 요금이 청구되지 않습니다.`,
    reasonUpgrade: '프리미엄 구독으로 대체되었습니다.',
    reasonLapsed: '갱신 요금을 결제할 수 없어 종료되었습니다.',
    requestSubject: '구독 해지를 확인해 주세요',
    requestBody: (p) => `${p} 구독 해지 요청을 받았습니다. 해지하시려면 아래 링크를 열고 페이지의 버튼을 눌러 주세요.`,
    requestButton: '해지 확인',
    requestNote: '링크를 여는 것만으로는 아무것도 바뀌지 않습니다. 페이지의 버튼을 눌러야만 구독이 해지됩니다.',
    requestIgnore: '요청하지 않으셨다면 이 메일을 무시하세요. 구독은 그대로 유지됩니다.',
  },
  FR: {
    greeting: 'Bonjour,',
    footer: 'Vous recevez cet e-mail au sujet de votre abonnement Mindprint parce que cette adresse est celle de votre compte.',
    cancelHow: 'Comment résilier : ouvrez « Gérer mon abonnement » ci-dessous et appuyez une fois sur Résilier. Ni mot de passe ni compte ne sont nécessaires ; les membres peuvent aussi résilier en un clic dans leur compte.',
    cancelInAccount: 'Résilier dans mon compte (un clic)',
    cancelByEmail: 'Résilier par e-mail',
    manage: 'Gérer mon abonnement (état, reçu, résiliation)',
    openAccount: 'Ouvrir mon compte',
    trialSubject: (p) => `Votre essai ${p} a commencé`,
    firstPeriodSubject: (p) => `Votre abonnement ${p} a commencé`,
    paidTrial: (p, d, price) => `Votre essai de ${d} jours de ${p} a commencé. L’essai coûte ${price}, que nous avons débités.`,
    zeroTrial: (p, d) => `Votre essai gratuit de ${d} jours de ${p} a commencé. L’essai ne coûte rien.`,
    trialSkipped: (p, price, period) => `Vous avez passé l’essai de ${p} et payé ${price} pour votre première période (${period}).`,
    renewal: (date, price, period) => `Sauf résiliation, votre abonnement sera renouvelé le ${date} au prix de ${price} par période de ${period}, puis toutes les ${period} au même prix jusqu’à ce que vous résiliiez.`,
    renewalAfterFirstPeriod: (price, period) => `Sauf résiliation, votre abonnement sera renouvelé à la fin de cette première période au prix de ${price} par période de ${period}, puis toutes les ${period} au même prix jusqu’à ce que vous résiliiez.`,
    reminderSubject: (date) => `Votre essai se termine le ${date}`,
    reminderBody: (p, date, price, period) => `Votre essai ${p} se termine le ${date}. ${price} vous seront débités pour ${period}, sauf si vous résiliez avant.`,
    renewedSubject: (p) => `Reçu : votre abonnement ${p} a été renouvelé`,
    renewedBody: (p, a) => `Merci. Votre abonnement ${p} a été renouvelé et nous avons débité ${a}.`,
    amount: 'Montant',
    period: 'Période',
    reference: 'Référence du paiement',
    failedSubject: (p) => `Nous n’avons pas pu renouveler votre abonnement ${p}`,
    failedBody: (p, a) => `Nous avons tenté de débiter ${a} pour renouveler votre abonnement ${p}, mais le paiement n’a pas abouti.`,
    nextAttempt: (date) => `Nous réessaierons le ${date}.`,
    lapsed: 'Nous ne réessaierons pas : votre abonnement a expiré et aucun autre prélèvement ne sera effectué.',
    updateCard: 'Pour utiliser une autre carte, payez à nouveau depuis votre compte.',
    canceledSubject: (p) => `Votre abonnement ${p} est résilié`,
    canceledBody: (p, date) => `Votre abonnement ${p} est résilié. Vous gardez l’accès jusqu’au ${date}, et aucun autre prélèvement ne sera effectué.`,
    reasonUpgrade: 'Il a été remplacé par votre abonnement premium.',
    reasonLapsed: 'Il a pris fin parce que le paiement du renouvellement n’a pas pu être encaissé.',
    requestSubject: 'Confirmez la résiliation de votre abonnement',
    requestBody: (p) => `Nous avons reçu une demande de résiliation de votre abonnement ${p}. Pour résilier, ouvrez le lien ci-dessous et appuyez sur le bouton de la page.`,
    requestButton: 'Confirmer la résiliation',
    requestNote: 'Ouvrir le lien seul ne change rien : l’abonnement n’est résilié que lorsque vous appuyez sur le bouton de la page.',
    requestIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre abonnement reste inchangé.',
  },
  DE: {
    greeting: 'Hallo,',
    footer: 'Sie erhalten diese E-Mail zu Ihrem Mindprint-Abonnement, weil diese Adresse zu Ihrem Konto gehört.',
    cancelHow: 'So kündigen Sie: Öffnen Sie unten „Meine Mitgliedschaft verwalten“ und drücken Sie einmal auf Kündigen. Kein Passwort und kein Konto nötig; Mitglieder können auch mit einem Klick in ihrem Konto kündigen.',
    cancelInAccount: 'In meinem Konto kündigen (ein Klick)',
    cancelByEmail: 'Per E-Mail kündigen',
    manage: 'Meine Mitgliedschaft verwalten (Status, Beleg, Kündigung)',
    openAccount: 'Mein Konto öffnen',
    trialSubject: (p) => `Ihr ${p}-Testzeitraum hat begonnen`,
    firstPeriodSubject: (p) => `Ihr ${p}-Abonnement hat begonnen`,
    paidTrial: (p, d, price) => `Ihr ${d}-tägiger Testzeitraum für ${p} hat begonnen. Der Testzeitraum kostet ${price}; dieser Betrag wurde abgebucht.`,
    zeroTrial: (p, d) => `Ihr ${d}-tägiger kostenloser Testzeitraum für ${p} hat begonnen. Der Testzeitraum kostet nichts.`,
    trialSkipped: (p, price, period) => `Sie haben den Testzeitraum für ${p} übersprungen und ${price} für Ihren ersten Zeitraum (${period}) bezahlt.`,
    renewal: (date, price, period) => `Wenn Sie nicht kündigen, verlängert sich Ihr Abonnement am ${date} zu ${price} pro ${period} und danach alle ${period} zum selben Preis, bis Sie kündigen.`,
    renewalAfterFirstPeriod: (price, period) => `Wenn Sie nicht kündigen, verlängert sich Ihr Abonnement am Ende dieses ersten Zeitraums zu ${price} pro ${period} und danach alle ${period} zum selben Preis, bis Sie kündigen.`,
    reminderSubject: (date) => `Ihr Testzeitraum endet am ${date}`,
    reminderBody: (p, date, price, period) => `Ihr ${p}-Testzeitraum endet am ${date}. Wenn Sie nicht vorher kündigen, werden Ihnen ${price} für ${period} berechnet.`,
    renewedSubject: (p) => `Beleg: Ihr ${p}-Abonnement wurde verlängert`,
    renewedBody: (p, a) => `Vielen Dank. Ihr ${p}-Abonnement wurde verlängert, und wir haben ${a} abgebucht.`,
    amount: 'Betrag',
    period: 'Zeitraum',
    reference: 'Zahlungsreferenz',
    failedSubject: (p) => `Wir konnten Ihr ${p}-Abonnement nicht verlängern`,
    failedBody: (p, a) => `Wir haben versucht, ${a} für die Verlängerung Ihres ${p}-Abonnements abzubuchen, aber die Zahlung ist nicht durchgegangen.`,
    nextAttempt: (date) => `Wir versuchen es am ${date} erneut.`,
    lapsed: 'Wir versuchen es nicht erneut: Ihr Abonnement ist abgelaufen, und es werden keine weiteren Beträge abgebucht.',
    updateCard: 'Um eine andere Karte zu verwenden, bezahlen Sie erneut in Ihrem Konto.',
    canceledSubject: (p) => `Ihr ${p}-Abonnement ist gekündigt`,
    canceledBody: (p, date) => `Ihr ${p}-Abonnement ist gekündigt. Sie behalten den Zugang bis ${date}, und es werden keine weiteren Beträge abgebucht.`,
    reasonUpgrade: 'Es wurde durch Ihr Premium-Abonnement ersetzt.',
    reasonLapsed: 'Es ist beendet, weil die Zahlung für die Verlängerung nicht eingezogen werden konnte.',
    requestSubject: 'Bestätigen Sie die Kündigung Ihres Abonnements',
    requestBody: (p) => `Wir haben eine Anfrage zur Kündigung Ihres ${p}-Abonnements erhalten. Um zu kündigen, öffnen Sie den Link unten und drücken Sie auf der Seite die Schaltfläche.`,
    requestButton: 'Kündigung bestätigen',
    requestNote: 'Das Öffnen des Links allein ändert nichts: Das Abonnement wird erst gekündigt, wenn Sie auf der Seite die Schaltfläche drücken.',
    requestIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Abonnement bleibt unverändert.',
  },
  ES: {
    greeting: 'Hola:',
    footer: 'Recibes este correo sobre tu suscripción de Mindprint porque esta dirección es la de tu cuenta.',
    cancelHow: 'Cómo cancelar: abre «Gestionar mi membresía» abajo y pulsa Cancelar una vez. No hace falta contraseña ni cuenta; los miembros también pueden cancelar con un clic en su cuenta.',
    cancelInAccount: 'Cancelar en mi cuenta (un clic)',
    cancelByEmail: 'Cancelar por correo',
    manage: 'Gestionar mi membresía (estado, recibo, cancelar)',
    openAccount: 'Abrir mi cuenta',
    trialSubject: (p) => `Tu prueba de ${p} ha comenzado`,
    firstPeriodSubject: (p) => `Tu suscripción a ${p} ha comenzado`,
    paidTrial: (p, d, price) => `Tu prueba de ${d} días de ${p} ha comenzado. La prueba cuesta ${price}, que ya hemos cobrado.`,
    zeroTrial: (p, d) => `Tu prueba gratuita de ${d} días de ${p} ha comenzado. La prueba no cuesta nada.`,
    trialSkipped: (p, price, period) => `Omitiste la prueba de ${p} y pagaste ${price} por tu primer periodo (${period}).`,
    renewal: (date, price, period) => `Salvo que canceles, tu suscripción se renueva el ${date} a ${price} por ${period}, y después cada ${period} al mismo precio hasta que canceles.`,
    renewalAfterFirstPeriod: (price, period) => `Salvo que canceles, tu suscripción se renueva al terminar este primer periodo a ${price} por ${period}, y después cada ${period} al mismo precio hasta que canceles.`,
    reminderSubject: (date) => `Tu prueba termina el ${date}`,
    reminderBody: (p, date, price, period) => `Tu prueba de ${p} termina el ${date}. Se te cobrarán ${price} por ${period} salvo que canceles antes.`,
    renewedSubject: (p) => `Recibo: tu suscripción a ${p} se ha renovado`,
    renewedBody: (p, a) => `Gracias. Tu suscripción a ${p} se ha renovado y hemos cobrado ${a}.`,
    amount: 'Importe',
    period: 'Periodo',
    reference: 'Referencia del pago',
    failedSubject: (p) => `No pudimos renovar tu suscripción a ${p}`,
    failedBody: (p, a) => `Intentamos cobrar ${a} para renovar tu suscripción a ${p}, pero el pago no se completó.`,
    nextAttempt: (date) => `Lo intentaremos de nuevo el ${date}.`,
    lapsed: 'No lo intentaremos de nuevo: tu suscripción ha vencido y no se harán más cargos.',
    updateCard: 'Para usar otra tarjeta, vuelve a pagar desde tu cuenta.',
    canceledSubject: (p) => `Tu suscripción a ${p} está cancelada`,
    canceledBody: (p, date) => `Tu suscripción a ${p} está cancelada. Mantienes el acceso hasta el ${date} y no se harán más cargos.`,
    reasonUpgrade: 'Ha sido sustituida por tu suscripción premium.',
    reasonLapsed: 'Terminó porque no se pudo cobrar el pago de la renovación.',
    requestSubject: 'Confirma la cancelación de tu suscripción',
    requestBody: (p) => `Recibimos una solicitud para cancelar tu suscripción a ${p}. Para cancelar, abre el enlace de abajo y pulsa el botón de la página.`,
    requestButton: 'Confirmar la cancelación',
    requestNote: 'Abrir el enlace por sí solo no cambia nada: la suscripción solo se cancela cuando pulsas el botón de la página.',
    requestIgnore: 'Si no lo pediste tú, ignora este correo; tu suscripción sigue igual.',
  },
  PT: {
    greeting: 'Olá,',
    footer: 'Você recebe este e-mail sobre sua assinatura Mindprint porque este endereço é o da sua conta.',
    cancelHow: 'Como cancelar: abra “Gerenciar minha assinatura” abaixo e toque em Cancelar uma vez. Não é preciso senha nem conta; membros também podem cancelar com um clique na conta.',
    cancelInAccount: 'Cancelar na minha conta (um clique)',
    cancelByEmail: 'Cancelar por e-mail',
    manage: 'Gerenciar minha assinatura (status, recibo, cancelar)',
    openAccount: 'Abrir minha conta',
    trialSubject: (p) => `Seu teste do ${p} começou`,
    firstPeriodSubject: (p) => `Sua assinatura do ${p} começou`,
    paidTrial: (p, d, price) => `Seu teste de ${d} dias do ${p} começou. O teste custa ${price}, que já cobramos.`,
    zeroTrial: (p, d) => `Seu teste gratuito de ${d} dias do ${p} começou. O teste não custa nada.`,
    trialSkipped: (p, price, period) => `Você pulou o teste do ${p} e pagou ${price} pelo seu primeiro período (${period}).`,
    renewal: (date, price, period) => `A menos que você cancele, sua assinatura será renovada em ${date} por ${price} a cada ${period}, e depois a cada ${period} pelo mesmo preço até você cancelar.`,
    renewalAfterFirstPeriod: (price, period) => `A menos que você cancele, sua assinatura será renovada ao fim deste primeiro período por ${price} a cada ${period}, e depois a cada ${period} pelo mesmo preço até você cancelar.`,
    reminderSubject: (date) => `Seu teste termina em ${date}`,
    reminderBody: (p, date, price, period) => `Seu teste do ${p} termina em ${date}. Você será cobrado em ${price} por ${period}, a menos que cancele antes.`,
    renewedSubject: (p) => `Recibo: sua assinatura do ${p} foi renovada`,
    renewedBody: (p, a) => `Obrigado. Sua assinatura do ${p} foi renovada e cobramos ${a}.`,
    amount: 'Valor',
    period: 'Período',
    reference: 'Referência do pagamento',
    failedSubject: (p) => `Não conseguimos renovar sua assinatura do ${p}`,
    failedBody: (p, a) => `Tentamos cobrar ${a} para renovar sua assinatura do ${p}, mas o pagamento não foi concluído.`,
    nextAttempt: (date) => `Tentaremos novamente em ${date}.`,
    lapsed: 'Não tentaremos novamente: sua assinatura expirou e nenhuma outra cobrança será feita.',
    updateCard: 'Para usar outro cartão, pague novamente pela sua conta.',
    canceledSubject: (p) => `Sua assinatura do ${p} foi cancelada`,
    canceledBody: (p, date) => `Sua assinatura do ${p} foi cancelada. Você mantém o acesso até ${date}, e nenhuma outra cobrança será feita.`,
    reasonUpgrade: 'Ela foi substituída pela sua assinatura premium.',
    reasonLapsed: 'Ela terminou porque o pagamento da renovação não pôde ser cobrado.',
    requestSubject: 'Confirme o cancelamento da sua assinatura',
    requestBody: (p) => `Recebemos um pedido para cancelar sua assinatura do ${p}. Para cancelar, abra o link abaixo e pressione o botão na página.`,
    requestButton: 'Confirmar o cancelamento',
    requestNote: 'Abrir o link sozinho não muda nada: a assinatura só é cancelada quando você pressiona o botão na página.',
    requestIgnore: 'Se não foi você quem pediu, ignore este e-mail; sua assinatura continua como está.',
  },
};

const siteRoot = (publicBaseUrl: string) => publicBaseUrl.replace(/\/$/, '');

/** Where the member cancels with one click (and pays again with another card): the account settings. */
export const accountSettingsUrl = (publicBaseUrl: string) => `${siteRoot(publicBaseUrl)}/userCenter/setting`;
/** Where anyone cancels by e-mail: the page asks for the address and mails the confirmation link. */
export const cancelByEmailUrl = (publicBaseUrl: string) => `${siteRoot(publicBaseUrl)}/cancel/subscription`;

interface Link {
  label: string;
  url: string;
}

interface MailContent {
  subject: string;
  paragraphs: string[];
  rows?: [string, string][];
  links: Link[];
  /** Paragraphs after the links. */
  after?: string[];
}

function render(locale: MailLocale, content: MailContent) {
  const t = texts[locale];
  const rows = content.rows ?? [];
  const after = content.after ?? [];
  const text = [
    t.greeting,
    ...content.paragraphs,
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    content.links.map((l) => `${l.label}: ${l.url}`).join('\n'),
    ...after,
    t.footer,
  ].join('\n\n');
  const cell = 'padding:2px 12px 2px 0;color:#666';
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.greeting)}</p>` +
    content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (rows.length
      ? `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '') +
    content.links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('') +
    after.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: content.subject, text: `${text}\n`, html };
}

/**
 * The membership's own signed page first (status, receipt, one-press cancel, no password), then the account.
 * Without a manage path (an event from before the links) the cancel-by-e-mail page stands in for it.
 */
const cancelLinks = (t: Texts, publicBaseUrl: string, managePath: string): Link[] => [
  managePath.startsWith('/') ? { label: t.manage, url: `${siteRoot(publicBaseUrl)}${managePath}` } : { label: t.cancelByEmail, url: cancelByEmailUrl(publicBaseUrl) },
  { label: t.cancelInAccount, url: accountSettingsUrl(publicBaseUrl) },
];
const planOf = (name: string) => name.trim() || 'Mindprint';
/** Dates of charges and access: day and time in UTC. */
const dateTime = (locale: MailLocale, value: string | Date) => `${formatMailDate(locale, value, true)} UTC`;

export interface TrialStartedMailInput {
  locale: string;
  planName: string;
  trialDays: number;
  trialPriceMinor: number;
  priceMinor: number;
  currency: string;
  periodLabel: string;
  trialEndsAt: string;
  trialSkipped: boolean;
  publicBaseUrl: string;
  /** The signed path that manages this membership (empty for events from before the links). */
  managePath: string;
}

/**
 * The terms exactly: the trial's length and price (a trial that costs something is never called free), or,
 * with the trial skipped, that the first period was paid; then the renewal price per period from the first
 * renewal date on (trial_ends_at; when empty, as subscription sends it with the trial skipped, "when this
 * first period ends"), and how to cancel. With the trial skipped the first charge is the period price
 * (subscription's skip-trial price), or `trialPriceMinor` when that is set.
 */
export function trialStartedMail(input: TrialStartedMailInput) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const plan = planOf(input.planName);
  const price = formatMoney(input.priceMinor, input.currency);
  const renewsOn = Number.isNaN(new Date(input.trialEndsAt).getTime()) ? undefined : input.trialEndsAt;
  const terms = input.trialSkipped
    ? t.trialSkipped(plan, formatMoney(input.trialPriceMinor > 0 ? input.trialPriceMinor : input.priceMinor, input.currency), input.periodLabel)
    : input.trialPriceMinor > 0
      ? t.paidTrial(plan, input.trialDays, formatMoney(input.trialPriceMinor, input.currency))
      : t.zeroTrial(plan, input.trialDays);
  return render(locale, {
    subject: input.trialSkipped ? t.firstPeriodSubject(plan) : t.trialSubject(plan),
    paragraphs: [terms, renewsOn ? t.renewal(dateTime(locale, renewsOn), price, input.periodLabel) : t.renewalAfterFirstPeriod(price, input.periodLabel), t.cancelHow],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
  });
}

/** Before the trial converts: when it ends, what will be charged for which period, and how to cancel. */
export function trialReminderMail(input: { locale: string; planName: string; priceMinor: number; currency: string; periodLabel: string; trialEndsAt: string; publicBaseUrl: string; managePath: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const endsAt = dateTime(locale, input.trialEndsAt);
  return render(locale, {
    subject: t.reminderSubject(endsAt),
    paragraphs: [t.reminderBody(planOf(input.planName), endsAt, formatMoney(input.priceMinor, input.currency), input.periodLabel), t.cancelHow],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
  });
}

/** The renewal receipt: amount, the period it pays for, the payment id as reference. */
export function subscriptionRenewedMail(input: {
  locale: string;
  planName: string;
  amountMinor: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  paymentId: string;
  publicBaseUrl: string;
  managePath: string;
}) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const plan = planOf(input.planName);
  const amount = formatMoney(input.amountMinor, input.currency);
  return render(locale, {
    subject: t.renewedSubject(plan),
    paragraphs: [t.renewedBody(plan, amount)],
    rows: [
      [t.amount, amount],
      [t.period, `${formatMailDate(locale, input.periodStart, false)} – ${formatMailDate(locale, input.periodEnd, false)}`],
      [t.reference, input.paymentId],
    ],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
    after: [t.cancelHow],
  });
}

/** A renewal that did not go through: amount, the next try (or that it lapsed), another card, cancelling. */
export function renewalFailedMail(input: { locale: string; planName: string; amountMinor: number; currency: string; nextAttemptAt: string; publicBaseUrl: string; managePath: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const plan = planOf(input.planName);
  const lapsed = !input.nextAttemptAt.trim();
  return render(locale, {
    subject: t.failedSubject(plan),
    paragraphs: [t.failedBody(plan, formatMoney(input.amountMinor, input.currency)), lapsed ? t.lapsed : t.nextAttempt(dateTime(locale, input.nextAttemptAt)), t.updateCard],
    links: lapsed ? [{ label: t.openAccount, url: accountSettingsUrl(input.publicBaseUrl) }] : cancelLinks(t, input.publicBaseUrl, input.managePath),
    after: lapsed ? [] : [t.cancelHow],
  });
}

/** The cancellation confirmation: access until when, no further charges, and why when it was an upgrade or a lapse. */
export function subscriptionCanceledMail(input: { locale: string; planName: string; accessEndsAt: string; reason: string; publicBaseUrl: string; managePath: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  const plan = planOf(input.planName);
  const reason = input.reason === 'upgrade' ? t.reasonUpgrade : input.reason === 'lapsed' ? t.reasonLapsed : undefined;
  return render(locale, {
    subject: t.canceledSubject(plan),
    paragraphs: [t.canceledBody(plan, dateTime(locale, input.accessEndsAt)), ...(reason ? [reason] : [])],
    links: input.managePath.startsWith('/')
      ? [{ label: t.manage, url: `${siteRoot(input.publicBaseUrl)}${input.managePath}` }]
      : [{ label: t.openAccount, url: accountSettingsUrl(input.publicBaseUrl) }],
  });
}

/** The link that confirms a cancellation asked for by e-mail: the page asks for a button press (a POST). */
export function cancellationRequestedMail(input: { locale: string; planName: string; confirmUrl: string }) {
  const locale = mailLocaleOf(input.locale);
  const t = texts[locale];
  return render(locale, {
    subject: t.requestSubject,
    paragraphs: [t.requestBody(planOf(input.planName))],
    links: [{ label: t.requestButton, url: input.confirmUrl }],
    after: [t.requestNote, t.requestIgnore],
  });
}
