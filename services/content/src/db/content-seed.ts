import type { Texts } from '../domain/locales.js';

/**
 * Legal documents and help items as first seeded (version 1.0, effective 2026-11-01). Later wording
 * changes are new migrations with a new version, never edits here. These texts describe how the
 * product works; they are not legal advice.
 */
export const seedVersion = '1.0';
export const seedEffectiveDate = '2026-11-01';

export interface SeedProtocol {
  id: string;
  code: 'terms' | 'privacy' | 'subscription';
  showOnSignup: boolean;
  title: Texts;
  sections: Array<{ heading: Texts; body: Texts }>;
}

export const seedProtocols: SeedProtocol[] = [
  {
    id: '1',
    code: 'terms',
    showOnSignup: true,
    title: { EN: 'Terms of Service', CN: '服务条款', HK: '服務條款', JA: '利用規約', KR: '서비스 이용약관', FR: 'Conditions d’utilisation', DE: 'Nutzungsbedingungen', ES: 'Condiciones del servicio', PT: 'Termos de serviço' },
    sections: [
      {
        heading: { EN: 'What Mindprint offers', CN: 'Mindprint 提供什么', HK: 'Mindprint 提供甚麼', JA: 'Mindprint のサービス内容', KR: 'Mindprint가 제공하는 것', FR: 'Ce que propose Mindprint', DE: 'Was Mindprint anbietet', ES: 'Qué ofrece Mindprint', PT: 'O que a Mindprint oferece' },
        body: {
          EN: 'Mindprint is an online 16-type personality test. Your result is free. A detailed report is an optional paid purchase, and a trial subscription is optional too.',
          CN: 'Mindprint 是一项在线16型人格测试。测试结果免费。详细报告为可选的付费项目，试用订阅同样是可选的。',
          HK: 'Mindprint 是一項網上16型人格測試。測試結果免費。詳細報告為可選的付費項目，試用訂閱同樣是可選的。',
          JA: 'Mindprint はオンラインの16タイプ性格診断です。結果は無料です。詳細レポートは任意の有料購入で、お試しサブスクリプションも任意です。',
          KR: 'Mindprint는 온라인 16가지 성격 유형 검사입니다. 결과는 무료입니다. 상세 리포트는 선택 사항인 유료 구매이며, 체험 구독도 선택 사항입니다.',
          FR: 'Mindprint est un test de personnalité en ligne en 16 types. Votre résultat est gratuit. Un rapport détaillé est un achat payant facultatif, tout comme l’abonnement d’essai.',
          DE: 'Mindprint ist ein Online-Persönlichkeitstest mit 16 Typen. Ihr Ergebnis ist kostenlos. Ein ausführlicher Bericht ist ein optionaler kostenpflichtiger Kauf, ebenso ist das Probeabo optional.',
          ES: 'Mindprint es un test de personalidad en línea de 16 tipos. Tu resultado es gratuito. El informe detallado es una compra opcional de pago, y la suscripción de prueba también es opcional.',
          PT: 'A Mindprint é um teste de personalidade online de 16 tipos. O seu resultado é gratuito. O relatório detalhado é uma compra paga opcional, e a assinatura de avaliação também é opcional.',
        },
      },
      {
        heading: { EN: 'Payments and renewal', CN: '付款与续订', HK: '付款與續訂', JA: 'お支払いと自動更新', KR: '결제와 자동 갱신', FR: 'Paiements et renouvellement', DE: 'Zahlungen und Verlängerung', ES: 'Pagos y renovación', PT: 'Pagamentos e renovação' },
        body: {
          EN: 'Prices are shown before you pay. A trial subscription renews automatically at the price and period shown unless you cancel before the trial ends. The Subscription Terms explain the details.',
          CN: '价格会在付款前显示。试用订阅到期后将按所示价格和周期自动续订，除非您在试用结束前取消。详情见《订阅条款》。',
          HK: '價格會在付款前顯示。試用訂閱到期後將按所示價格及週期自動續訂，除非您在試用結束前取消。詳情見《訂閱條款》。',
          JA: '価格はお支払い前に表示されます。お試しサブスクリプションは、期間終了前に解約しない限り、表示された価格と期間で自動更新されます。詳しくはサブスクリプション規約をご覧ください。',
          KR: '가격은 결제 전에 표시됩니다. 체험 구독은 체험 기간이 끝나기 전에 해지하지 않으면 표시된 가격과 주기로 자동 갱신됩니다. 자세한 내용은 구독 약관을 참고하세요.',
          FR: 'Les prix sont affichés avant le paiement. Un abonnement d’essai se renouvelle automatiquement au prix et à la période indiqués, sauf si vous l’annulez avant la fin de l’essai. Les conditions d’abonnement donnent le détail.',
          DE: 'Preise werden vor der Zahlung angezeigt. Ein Probeabo verlängert sich automatisch zum angezeigten Preis und Zeitraum, wenn Sie nicht vor Ende der Probezeit kündigen. Details stehen in den Abo-Bedingungen.',
          ES: 'Los precios se muestran antes de pagar. La suscripción de prueba se renueva automáticamente al precio y periodo indicados, salvo que la canceles antes de que termine la prueba. Las condiciones de suscripción dan los detalles.',
          PT: 'Os preços são mostrados antes do pagamento. A assinatura de avaliação renova-se automaticamente pelo preço e período indicados, a menos que a cancele antes do fim da avaliação. Os termos de assinatura explicam os detalhes.',
        },
      },
      {
        heading: { EN: 'What the result is not', CN: '测试结果不代表什么', HK: '測試結果不代表甚麼', JA: '結果の位置づけ', KR: '결과의 한계', FR: 'Ce que le résultat n’est pas', DE: 'Was das Ergebnis nicht ist', ES: 'Lo que el resultado no es', PT: 'O que o resultado não é' },
        body: {
          EN: 'The test describes preferences from your own answers. It is not a medical or psychological diagnosis, and it is not a basis for hiring or clinical decisions.',
          CN: '测试根据您自己的作答描述偏好。它不是医学或心理诊断，也不能作为招聘或临床决策的依据。',
          HK: '測試根據您自己的作答描述偏好。它不是醫學或心理診斷，亦不能作為招聘或臨床決策的依據。',
          JA: 'この診断はご自身の回答から傾向を説明するものです。医学的・心理学的な診断ではなく、採用や臨床上の判断の根拠にもなりません。',
          KR: '이 검사는 본인의 응답을 바탕으로 선호를 설명합니다. 의학적·심리학적 진단이 아니며 채용이나 임상 결정의 근거가 될 수 없습니다.',
          FR: 'Le test décrit des préférences à partir de vos propres réponses. Ce n’est pas un diagnostic médical ou psychologique, ni une base pour des décisions d’embauche ou cliniques.',
          DE: 'Der Test beschreibt Vorlieben anhand Ihrer eigenen Antworten. Er ist keine medizinische oder psychologische Diagnose und keine Grundlage für Einstellungs- oder klinische Entscheidungen.',
          ES: 'El test describe preferencias a partir de tus propias respuestas. No es un diagnóstico médico ni psicológico, ni una base para decisiones de contratación o clínicas.',
          PT: 'O teste descreve preferências a partir das suas próprias respostas. Não é um diagnóstico médico ou psicológico, nem uma base para decisões de contratação ou clínicas.',
        },
      },
    ],
  },
  {
    id: '2',
    code: 'privacy',
    showOnSignup: true,
    title: { EN: 'Privacy Policy', CN: '隐私政策', HK: '私隱政策', JA: 'プライバシーポリシー', KR: '개인정보 처리방침', FR: 'Politique de confidentialité', DE: 'Datenschutzerklärung', ES: 'Política de privacidad', PT: 'Política de privacidade' },
    sections: [
      {
        heading: { EN: 'What we collect', CN: '我们收集哪些信息', HK: '我們收集哪些資料', JA: '収集する情報', KR: '수집하는 정보', FR: 'Ce que nous collectons', DE: 'Was wir erheben', ES: 'Qué recopilamos', PT: 'O que recolhemos' },
        body: {
          EN: 'Your test answers, your e-mail address, your account details if you register, and the status of your orders. Card details are handled by the payment provider; we do not store them.',
          CN: '您的测试作答、电子邮箱、注册时的账户信息以及订单状态。银行卡信息由支付服务商处理，我们不保存。',
          HK: '您的測試作答、電郵地址、註冊時的帳戶資料以及訂單狀態。信用卡資料由支付服務商處理，我們不會保存。',
          JA: 'テストの回答、メールアドレス、登録した場合のアカウント情報、注文の状況です。カード情報は決済事業者が扱い、当社は保存しません。',
          KR: '검사 응답, 이메일 주소, 가입 시 계정 정보, 주문 상태입니다. 카드 정보는 결제 대행사가 처리하며 저희는 저장하지 않습니다.',
          FR: 'Vos réponses au test, votre adresse e-mail, les données de votre compte si vous vous inscrivez et l’état de vos commandes. Les données de carte sont traitées par le prestataire de paiement ; nous ne les conservons pas.',
          DE: 'Ihre Testantworten, Ihre E-Mail-Adresse, Ihre Kontodaten, wenn Sie sich registrieren, und der Status Ihrer Bestellungen. Kartendaten verarbeitet der Zahlungsanbieter; wir speichern sie nicht.',
          ES: 'Tus respuestas al test, tu correo electrónico, los datos de tu cuenta si te registras y el estado de tus pedidos. Los datos de la tarjeta los gestiona el proveedor de pagos; no los guardamos.',
          PT: 'As suas respostas ao teste, o seu e-mail, os dados da conta se se registar e o estado das suas encomendas. Os dados do cartão são tratados pelo fornecedor de pagamentos; não os guardamos.',
        },
      },
      {
        heading: { EN: 'How we use it', CN: '我们如何使用', HK: '我們如何使用', JA: '利用目的', KR: '이용 목적', FR: 'Comment nous l’utilisons', DE: 'Wofür wir sie nutzen', ES: 'Cómo lo usamos', PT: 'Como o usamos' },
        body: {
          EN: 'To calculate your result, deliver your report by e-mail, run your account and subscription, and send e-mails about them. We do not sell your data.',
          CN: '用于计算结果、通过电子邮件发送报告、管理您的账户和订阅，并发送相关邮件。我们不出售您的数据。',
          HK: '用於計算結果、以電郵發送報告、管理您的帳戶及訂閱，並發送相關電郵。我們不會出售您的資料。',
          JA: '結果の算出、レポートのメール送付、アカウントとサブスクリプションの運用、それらに関するメール送信のために使います。データを販売することはありません。',
          KR: '결과 계산, 이메일로 리포트 전달, 계정과 구독 운영, 관련 이메일 발송에 사용합니다. 데이터를 판매하지 않습니다.',
          FR: 'Pour calculer votre résultat, vous envoyer votre rapport par e-mail, gérer votre compte et votre abonnement et vous écrire à leur sujet. Nous ne vendons pas vos données.',
          DE: 'Um Ihr Ergebnis zu berechnen, Ihren Bericht per E-Mail zuzustellen, Ihr Konto und Abo zu führen und Ihnen dazu E-Mails zu senden. Wir verkaufen Ihre Daten nicht.',
          ES: 'Para calcular tu resultado, enviarte el informe por correo, gestionar tu cuenta y tu suscripción y escribirte sobre ellas. No vendemos tus datos.',
          PT: 'Para calcular o seu resultado, enviar o relatório por e-mail, gerir a sua conta e assinatura e enviar e-mails sobre elas. Não vendemos os seus dados.',
        },
      },
      {
        heading: { EN: 'How long we keep it, and your choices', CN: '保存期限与您的选择', HK: '保存期限與您的選擇', JA: '保存期間とお客様の選択', KR: '보관 기간과 선택권', FR: 'Durée de conservation et vos choix', DE: 'Speicherdauer und Ihre Wahl', ES: 'Cuánto lo guardamos y tus opciones', PT: 'Por quanto tempo guardamos e as suas escolhas' },
        body: {
          EN: 'We keep your data as long as your report and account need it. To get a copy or have it deleted, write to support@mindprint.example.',
          CN: '我们在报告和账户需要期间保存您的数据。如需获取副本或删除数据，请写信至 support@mindprint.example。',
          HK: '我們在報告及帳戶需要期間保存您的資料。如需取得副本或刪除資料，請寫信至 support@mindprint.example。',
          JA: 'データはレポートとアカウントに必要な間だけ保存します。写しの請求や削除は support@mindprint.example までご連絡ください。',
          KR: '리포트와 계정에 필요한 기간 동안 데이터를 보관합니다. 사본 요청이나 삭제는 support@mindprint.example로 문의하세요.',
          FR: 'Nous conservons vos données tant que votre rapport et votre compte en ont besoin. Pour en obtenir une copie ou les faire supprimer, écrivez à support@mindprint.example.',
          DE: 'Wir speichern Ihre Daten, solange Ihr Bericht und Ihr Konto sie benötigen. Für eine Kopie oder die Löschung schreiben Sie an support@mindprint.example.',
          ES: 'Guardamos tus datos mientras tu informe y tu cuenta los necesiten. Para obtener una copia o borrarlos, escribe a support@mindprint.example.',
          PT: 'Guardamos os seus dados enquanto o relatório e a conta precisarem deles. Para obter uma cópia ou apagá-los, escreva para support@mindprint.example.',
        },
      },
    ],
  },
  {
    id: '3',
    code: 'subscription',
    showOnSignup: false,
    title: { EN: 'Subscription Terms', CN: '订阅条款', HK: '訂閱條款', JA: 'サブスクリプション規約', KR: '구독 약관', FR: 'Conditions d’abonnement', DE: 'Abo-Bedingungen', ES: 'Condiciones de suscripción', PT: 'Termos de assinatura' },
    sections: [
      {
        heading: { EN: 'Trial and renewal', CN: '试用与续订', HK: '試用與續訂', JA: 'お試し期間と更新', KR: '체험과 갱신', FR: 'Essai et renouvellement', DE: 'Probezeit und Verlängerung', ES: 'Prueba y renovación', PT: 'Avaliação e renovação' },
        body: {
          EN: 'A trial costs the trial price shown for the number of days shown. It is not free. Afterwards the subscription renews automatically at the full price and period shown until you cancel.',
          CN: '试用期按所示天数收取所示试用价格，并非免费。之后订阅将按所示完整价格和周期自动续订，直到您取消。',
          HK: '試用期按所示日數收取所示試用價格，並非免費。之後訂閱將按所示完整價格及週期自動續訂，直至您取消。',
          JA: 'お試し期間には、表示された日数に対して表示されたお試し価格がかかり、無料ではありません。その後は解約するまで、表示された通常価格と期間で自動更新されます。',
          KR: '체험은 표시된 기간 동안 표시된 체험 가격이 부과되며 무료가 아닙니다. 이후 해지할 때까지 표시된 정가와 주기로 자동 갱신됩니다.',
          FR: 'Un essai coûte le prix d’essai affiché pour le nombre de jours affiché ; il n’est pas gratuit. Ensuite, l’abonnement se renouvelle automatiquement au prix plein et à la période affichés jusqu’à votre annulation.',
          DE: 'Eine Probezeit kostet den angezeigten Probepreis für die angezeigte Anzahl Tage; sie ist nicht kostenlos. Danach verlängert sich das Abo automatisch zum angezeigten vollen Preis und Zeitraum, bis Sie kündigen.',
          ES: 'La prueba cuesta el precio de prueba indicado durante los días indicados; no es gratuita. Después, la suscripción se renueva automáticamente al precio completo y periodo indicados hasta que la canceles.',
          PT: 'A avaliação custa o preço de avaliação indicado durante os dias indicados; não é gratuita. Depois, a assinatura renova-se automaticamente pelo preço completo e período indicados até a cancelar.',
        },
      },
      {
        heading: { EN: 'Cancelling', CN: '取消订阅', HK: '取消訂閱', JA: '解約', KR: '해지', FR: 'Annulation', DE: 'Kündigung', ES: 'Cancelación', PT: 'Cancelamento' },
        body: {
          EN: 'Cancel in one step from your account, or on the unsubscribe page with the e-mail address you paid with. No password is needed. You keep access until the end of the period already paid.',
          CN: '您可在账户中一步取消，或在退订页面输入付款时使用的电子邮箱取消，无需密码。已付费周期结束前您仍可使用。',
          HK: '您可在帳戶中一步取消，或在退訂頁面輸入付款時使用的電郵地址取消，毋須密碼。已付費週期結束前您仍可使用。',
          JA: 'アカウントからワンステップで、または支払いに使ったメールアドレスで解約ページから解約できます。パスワードは不要です。支払い済みの期間の終わりまで利用できます。',
          KR: '계정에서 한 번에, 또는 결제에 사용한 이메일로 구독 해지 페이지에서 해지할 수 있습니다. 비밀번호는 필요 없습니다. 이미 결제한 기간이 끝날 때까지 이용할 수 있습니다.',
          FR: 'Annulez en une étape depuis votre compte, ou sur la page de désabonnement avec l’adresse e-mail utilisée pour payer. Aucun mot de passe n’est demandé. Vous gardez l’accès jusqu’à la fin de la période déjà payée.',
          DE: 'Kündigen Sie mit einem Schritt in Ihrem Konto oder auf der Abmeldeseite mit der E-Mail-Adresse, mit der Sie bezahlt haben. Ein Passwort ist nicht nötig. Der Zugang bleibt bis zum Ende des bezahlten Zeitraums.',
          ES: 'Cancela en un paso desde tu cuenta, o en la página de baja con el correo con el que pagaste. No hace falta contraseña. Mantienes el acceso hasta el final del periodo ya pagado.',
          PT: 'Cancele num passo a partir da sua conta, ou na página de cancelamento com o e-mail usado no pagamento. Não é preciso palavra-passe. Mantém o acesso até ao fim do período já pago.',
        },
      },
      {
        heading: { EN: 'Charges already made', CN: '已发生的扣款', HK: '已產生的扣款', JA: '請求済みの料金', KR: '이미 청구된 요금', FR: 'Montants déjà prélevés', DE: 'Bereits erfolgte Abbuchungen', ES: 'Cargos ya realizados', PT: 'Cobranças já feitas' },
        body: {
          EN: 'Cancelling stops future renewals; a period that has already started is not refunded automatically. If you think you were charged in error, write to support@mindprint.example.',
          CN: '取消会停止之后的续订；已开始的周期不会自动退款。如认为被误扣款，请写信至 support@mindprint.example。',
          HK: '取消會停止之後的續訂；已開始的週期不會自動退款。如認為被誤扣款，請寫信至 support@mindprint.example。',
          JA: '解約すると以後の更新は止まりますが、すでに始まった期間は自動的には返金されません。誤って請求されたと思われる場合は support@mindprint.example までご連絡ください。',
          KR: '해지하면 이후 갱신이 중단되며, 이미 시작된 기간은 자동으로 환불되지 않습니다. 잘못 청구되었다고 생각되면 support@mindprint.example로 문의하세요.',
          FR: 'L’annulation arrête les renouvellements futurs ; une période déjà commencée n’est pas remboursée automatiquement. Si vous pensez avoir été débité par erreur, écrivez à support@mindprint.example.',
          DE: 'Die Kündigung beendet künftige Verlängerungen; ein bereits begonnener Zeitraum wird nicht automatisch erstattet. Wenn Sie glauben, irrtümlich belastet worden zu sein, schreiben Sie an support@mindprint.example.',
          ES: 'Cancelar detiene las renovaciones futuras; un periodo ya iniciado no se reembolsa automáticamente. Si crees que se te cobró por error, escribe a support@mindprint.example.',
          PT: 'Cancelar interrompe as renovações futuras; um período já iniciado não é reembolsado automaticamente. Se acha que foi cobrado por engano, escreva para support@mindprint.example.',
        },
      },
    ],
  },
];

export type HelpGroupCode = 'subscription-management' | 'billing-and-payments' | 'legal-and-policies' | 'support-contact';

export const seedHelpGroups: Array<{ code: HelpGroupCode; title: Texts }> = [
  { code: 'subscription-management', title: { EN: 'Subscription management', CN: '订阅管理', HK: '訂閱管理', JA: 'サブスクリプション管理', KR: '구독 관리', FR: 'Gestion de l’abonnement', DE: 'Abo-Verwaltung', ES: 'Gestión de la suscripción', PT: 'Gestão da assinatura' } },
  { code: 'billing-and-payments', title: { EN: 'Billing and payments', CN: '账单与付款', HK: '帳單與付款', JA: '請求とお支払い', KR: '청구 및 결제', FR: 'Facturation et paiements', DE: 'Abrechnung und Zahlungen', ES: 'Facturación y pagos', PT: 'Faturação e pagamentos' } },
  { code: 'legal-and-policies', title: { EN: 'Legal and policies', CN: '法律与政策', HK: '法律與政策', JA: '規約とポリシー', KR: '약관 및 정책', FR: 'Mentions légales et politiques', DE: 'Rechtliches und Richtlinien', ES: 'Aspectos legales y políticas', PT: 'Informação legal e políticas' } },
  { code: 'support-contact', title: { EN: 'Support contact', CN: '联系支持', HK: '聯絡支援', JA: 'サポートへのお問い合わせ', KR: '고객 지원 문의', FR: 'Contacter l’assistance', DE: 'Support kontaktieren', ES: 'Contactar con soporte', PT: 'Contactar o suporte' } },
];

export interface SeedHelpItem {
  id: string;
  group: HelpGroupCode;
  question: Texts;
  answer: Texts;
}

export const seedHelpItems: SeedHelpItem[] = [
  {
    id: '1', group: 'subscription-management',
    question: { EN: 'How do I cancel my subscription?', CN: '如何取消订阅？', HK: '如何取消訂閱？', JA: 'サブスクリプションを解約するには？', KR: '구독은 어떻게 해지하나요?', FR: 'Comment annuler mon abonnement ?', DE: 'Wie kündige ich mein Abo?', ES: '¿Cómo cancelo mi suscripción?', PT: 'Como cancelo a minha assinatura?' },
    answer: {
      EN: 'Open your account and choose Cancel subscription: one step, no password. Without an account, use the unsubscribe page and enter the e-mail address you paid with.',
      CN: '打开您的账户并选择“取消订阅”：一步完成，无需密码。没有账户时，请使用退订页面并输入付款时使用的电子邮箱。',
      HK: '打開您的帳戶並選擇「取消訂閱」：一步完成，毋須密碼。沒有帳戶時，請使用退訂頁面並輸入付款時使用的電郵地址。',
      JA: 'アカウントを開いて「サブスクリプションを解約」を選ぶだけで、パスワードは不要です。アカウントがない場合は、解約ページで支払いに使ったメールアドレスを入力してください。',
      KR: '계정에서 "구독 해지"를 선택하면 한 번에 해지되며 비밀번호는 필요 없습니다. 계정이 없다면 구독 해지 페이지에서 결제에 사용한 이메일을 입력하세요.',
      FR: 'Ouvrez votre compte et choisissez Annuler l’abonnement : une étape, sans mot de passe. Sans compte, utilisez la page de désabonnement et saisissez l’adresse e-mail utilisée pour payer.',
      DE: 'Öffnen Sie Ihr Konto und wählen Sie Abo kündigen: ein Schritt, kein Passwort. Ohne Konto nutzen Sie die Abmeldeseite und geben die E-Mail-Adresse ein, mit der Sie bezahlt haben.',
      ES: 'Abre tu cuenta y elige Cancelar suscripción: un paso, sin contraseña. Sin cuenta, usa la página de baja e introduce el correo con el que pagaste.',
      PT: 'Abra a sua conta e escolha Cancelar assinatura: um passo, sem palavra-passe. Sem conta, use a página de cancelamento e introduza o e-mail usado no pagamento.',
    },
  },
  {
    id: '2', group: 'subscription-management',
    question: { EN: 'When does my trial turn into a paid subscription?', CN: '试用何时转为付费订阅？', HK: '試用何時轉為付費訂閱？', JA: 'お試しはいつ有料サブスクリプションになりますか？', KR: '체험은 언제 유료 구독으로 전환되나요?', FR: 'Quand mon essai devient-il un abonnement payant ?', DE: 'Wann wird meine Probezeit zum bezahlten Abo?', ES: '¿Cuándo pasa mi prueba a ser una suscripción de pago?', PT: 'Quando é que a avaliação passa a assinatura paga?' },
    answer: {
      EN: 'At the end of the trial days shown when you signed up. The renewal price and date were shown next to the pay button and are in your confirmation e-mail. Cancel before that date to avoid the renewal.',
      CN: '在您注册时显示的试用天数结束时。续订价格和日期显示在付款按钮旁，也写在确认邮件中。在该日期前取消即可避免续订。',
      HK: '在您登記時顯示的試用日數結束時。續訂價格及日期顯示在付款按鈕旁，亦寫在確認電郵中。在該日期前取消即可避免續訂。',
      JA: '申し込み時に表示されたお試し日数が終わった時点です。更新価格と日付は支払いボタンの横に表示され、確認メールにも記載されています。更新を避けるにはその日までに解約してください。',
      KR: '가입할 때 표시된 체험 기간이 끝나는 시점입니다. 갱신 가격과 날짜는 결제 버튼 옆에 표시되었고 확인 이메일에도 있습니다. 갱신을 원하지 않으면 그 전에 해지하세요.',
      FR: 'À la fin des jours d’essai affichés lors de l’inscription. Le prix et la date de renouvellement figuraient à côté du bouton de paiement et sont dans votre e-mail de confirmation. Annulez avant cette date pour éviter le renouvellement.',
      DE: 'Am Ende der Probetage, die bei der Anmeldung angezeigt wurden. Verlängerungspreis und -datum standen neben dem Bezahlknopf und stehen in Ihrer Bestätigungs-E-Mail. Kündigen Sie vorher, um die Verlängerung zu vermeiden.',
      ES: 'Al terminar los días de prueba indicados al suscribirte. El precio y la fecha de renovación aparecían junto al botón de pago y están en tu correo de confirmación. Cancela antes de esa fecha para evitar la renovación.',
      PT: 'No fim dos dias de avaliação indicados na subscrição. O preço e a data de renovação estavam junto ao botão de pagamento e constam do e-mail de confirmação. Cancele antes dessa data para evitar a renovação.',
    },
  },
  {
    id: '3', group: 'subscription-management',
    question: { EN: 'Do I keep access after cancelling?', CN: '取消后还能继续使用吗？', HK: '取消後還能繼續使用嗎？', JA: '解約後も利用できますか？', KR: '해지 후에도 이용할 수 있나요?', FR: 'Est-ce que je garde l’accès après l’annulation ?', DE: 'Habe ich nach der Kündigung noch Zugang?', ES: '¿Mantengo el acceso después de cancelar?', PT: 'Mantenho o acesso depois de cancelar?' },
    answer: {
      EN: 'Yes, until the end of the period you have already paid for. Reports you bought stay available in your account.',
      CN: '可以，直到已付费周期结束。您购买的报告仍保留在账户中。',
      HK: '可以，直至已付費週期結束。您購買的報告仍保留在帳戶中。',
      JA: 'はい、支払い済みの期間の終わりまで利用できます。購入したレポートはアカウントに残ります。',
      KR: '네, 이미 결제한 기간이 끝날 때까지 이용할 수 있습니다. 구매한 리포트는 계정에 남아 있습니다.',
      FR: 'Oui, jusqu’à la fin de la période déjà payée. Les rapports achetés restent disponibles dans votre compte.',
      DE: 'Ja, bis zum Ende des bereits bezahlten Zeitraums. Gekaufte Berichte bleiben in Ihrem Konto verfügbar.',
      ES: 'Sí, hasta el final del periodo ya pagado. Los informes que compraste siguen disponibles en tu cuenta.',
      PT: 'Sim, até ao fim do período já pago. Os relatórios comprados continuam disponíveis na sua conta.',
    },
  },
  {
    id: '4', group: 'billing-and-payments',
    question: { EN: 'Is the result free?', CN: '测试结果免费吗？', HK: '測試結果免費嗎？', JA: '結果は無料ですか？', KR: '결과는 무료인가요?', FR: 'Le résultat est-il gratuit ?', DE: 'Ist das Ergebnis kostenlos?', ES: '¿El resultado es gratuito?', PT: 'O resultado é gratuito?' },
    answer: {
      EN: 'Yes. Your type and your positions on the scales are free. Only the detailed report and the optional subscription cost money, and their prices are shown before you pay.',
      CN: '是的。您的类型和各维度上的位置免费。只有详细报告和可选订阅需要付费，价格会在付款前显示。',
      HK: '是的。您的類型及各維度上的位置免費。只有詳細報告和可選訂閱需要付費，價格會在付款前顯示。',
      JA: 'はい。タイプと各尺度上の位置は無料です。費用がかかるのは詳細レポートと任意のサブスクリプションだけで、価格はお支払い前に表示されます。',
      KR: '네. 유형과 각 척도에서의 위치는 무료입니다. 상세 리포트와 선택 구독만 유료이며, 가격은 결제 전에 표시됩니다.',
      FR: 'Oui. Votre type et vos positions sur les échelles sont gratuits. Seuls le rapport détaillé et l’abonnement facultatif sont payants, et leur prix est affiché avant le paiement.',
      DE: 'Ja. Ihr Typ und Ihre Positionen auf den Skalen sind kostenlos. Nur der ausführliche Bericht und das optionale Abo kosten Geld; die Preise sehen Sie vor der Zahlung.',
      ES: 'Sí. Tu tipo y tus posiciones en las escalas son gratuitos. Solo el informe detallado y la suscripción opcional tienen coste, y su precio se muestra antes de pagar.',
      PT: 'Sim. O seu tipo e as suas posições nas escalas são gratuitos. Só o relatório detalhado e a assinatura opcional são pagos, e o preço é mostrado antes do pagamento.',
    },
  },
  {
    id: '5', group: 'billing-and-payments',
    question: { EN: 'I was charged but did not get my report', CN: '已扣款但没收到报告', HK: '已扣款但沒收到報告', JA: '請求されたのにレポートが届きません', KR: '결제되었는데 리포트를 받지 못했어요', FR: 'J’ai été débité mais je n’ai pas reçu mon rapport', DE: 'Ich wurde belastet, habe aber keinen Bericht erhalten', ES: 'Me cobraron pero no recibí mi informe', PT: 'Fui cobrado mas não recebi o relatório' },
    answer: {
      EN: 'Check your spam folder first, then use Retrieve Report with the e-mail address you paid with. If it still does not arrive, write to support with your order number.',
      CN: '请先检查垃圾邮件文件夹，然后使用“找回报告”并输入付款时使用的邮箱。如果仍未收到，请附上订单号联系支持。',
      HK: '請先檢查垃圾郵件資料夾，然後使用「找回報告」並輸入付款時使用的電郵。如仍未收到，請附上訂單號碼聯絡支援。',
      JA: 'まず迷惑メールフォルダを確認し、支払いに使ったメールアドレスで「レポートを再取得」をお使いください。それでも届かない場合は、注文番号を添えてサポートにご連絡ください。',
      KR: '먼저 스팸함을 확인한 뒤, 결제에 사용한 이메일로 "리포트 다시 받기"를 이용하세요. 그래도 오지 않으면 주문 번호와 함께 고객 지원에 문의하세요.',
      FR: 'Vérifiez d’abord vos courriers indésirables, puis utilisez Récupérer le rapport avec l’adresse e-mail utilisée pour payer. S’il n’arrive toujours pas, écrivez à l’assistance avec votre numéro de commande.',
      DE: 'Prüfen Sie zuerst Ihren Spam-Ordner und nutzen Sie dann Bericht abrufen mit der E-Mail-Adresse, mit der Sie bezahlt haben. Kommt er weiterhin nicht an, schreiben Sie dem Support mit Ihrer Bestellnummer.',
      ES: 'Revisa primero la carpeta de spam y luego usa Recuperar informe con el correo con el que pagaste. Si sigue sin llegar, escribe a soporte con tu número de pedido.',
      PT: 'Verifique primeiro a pasta de spam e depois use Recuperar relatório com o e-mail usado no pagamento. Se continuar sem chegar, escreva ao suporte com o número da encomenda.',
    },
  },
  {
    id: '6', group: 'billing-and-payments',
    question: { EN: 'Which payment methods can I use?', CN: '可以使用哪些付款方式？', HK: '可以使用哪些付款方式？', JA: '使える支払い方法は？', KR: '어떤 결제 수단을 쓸 수 있나요?', FR: 'Quels moyens de paiement puis-je utiliser ?', DE: 'Welche Zahlungsarten kann ich nutzen?', ES: '¿Qué métodos de pago puedo usar?', PT: 'Que métodos de pagamento posso usar?' },
    answer: {
      EN: 'Card or PayPal, as listed on the payment page for your country. Payments are processed by the payment provider; Mindprint never sees your full card number.',
      CN: '银行卡或 PayPal，以您所在国家/地区付款页面列出的为准。付款由支付服务商处理，Mindprint 不会看到您的完整卡号。',
      HK: '信用卡或 PayPal，以您所在國家/地區付款頁面列出的為準。付款由支付服務商處理，Mindprint 不會看到您的完整卡號。',
      JA: 'お住まいの国の支払いページに表示されるカードまたは PayPal です。決済は決済事業者が処理し、Mindprint がカード番号全体を見ることはありません。',
      KR: '거주 국가의 결제 페이지에 표시된 카드 또는 PayPal입니다. 결제는 결제 대행사가 처리하며 Mindprint는 전체 카드 번호를 볼 수 없습니다.',
      FR: 'Carte ou PayPal, selon la liste de la page de paiement de votre pays. Les paiements sont traités par le prestataire de paiement ; Mindprint ne voit jamais votre numéro de carte complet.',
      DE: 'Karte oder PayPal, wie auf der Zahlungsseite für Ihr Land angegeben. Zahlungen wickelt der Zahlungsanbieter ab; Mindprint sieht nie Ihre vollständige Kartennummer.',
      ES: 'Tarjeta o PayPal, según la página de pago de tu país. Los pagos los procesa el proveedor de pagos; Mindprint nunca ve el número completo de tu tarjeta.',
      PT: 'Cartão ou PayPal, conforme a página de pagamento do seu país. Os pagamentos são processados pelo fornecedor de pagamentos; a Mindprint nunca vê o número completo do cartão.',
    },
  },
  {
    id: '7', group: 'legal-and-policies',
    question: { EN: 'What do you do with my answers and e-mail?', CN: '你们如何处理我的作答和邮箱？', HK: '你們如何處理我的作答和電郵？', JA: '回答とメールアドレスはどう使われますか？', KR: '제 응답과 이메일은 어떻게 사용되나요?', FR: 'Que faites-vous de mes réponses et de mon e-mail ?', DE: 'Was machen Sie mit meinen Antworten und meiner E-Mail?', ES: '¿Qué hacéis con mis respuestas y mi correo?', PT: 'O que fazem com as minhas respostas e o meu e-mail?' },
    answer: {
      EN: 'Answers are used to calculate your result and report; your e-mail is used to deliver the report and messages about your orders and account. The Privacy Policy explains what we keep and for how long.',
      CN: '作答用于计算结果和报告；邮箱用于发送报告以及订单和账户相关消息。《隐私政策》说明我们保存什么以及保存多久。',
      HK: '作答用於計算結果及報告；電郵用於發送報告以及訂單和帳戶相關訊息。《私隱政策》說明我們保存甚麼以及保存多久。',
      JA: '回答は結果とレポートの算出に、メールアドレスはレポートの送付と注文・アカウントに関する連絡に使います。何をどれだけの期間保存するかはプライバシーポリシーに記載しています。',
      KR: '응답은 결과와 리포트 계산에, 이메일은 리포트 전달과 주문·계정 관련 안내에 사용됩니다. 무엇을 얼마나 보관하는지는 개인정보 처리방침에 설명되어 있습니다.',
      FR: 'Les réponses servent à calculer votre résultat et votre rapport ; votre e-mail sert à livrer le rapport et les messages sur vos commandes et votre compte. La politique de confidentialité indique ce que nous conservons et combien de temps.',
      DE: 'Die Antworten dienen der Berechnung von Ergebnis und Bericht; Ihre E-Mail dient der Zustellung des Berichts und von Nachrichten zu Bestellungen und Konto. Die Datenschutzerklärung sagt, was wir wie lange speichern.',
      ES: 'Las respuestas sirven para calcular tu resultado e informe; tu correo sirve para enviarte el informe y mensajes sobre tus pedidos y tu cuenta. La política de privacidad explica qué guardamos y durante cuánto tiempo.',
      PT: 'As respostas servem para calcular o resultado e o relatório; o e-mail serve para entregar o relatório e mensagens sobre encomendas e conta. A política de privacidade explica o que guardamos e por quanto tempo.',
    },
  },
  {
    id: '8', group: 'legal-and-policies',
    question: { EN: 'Is the test a diagnosis?', CN: '这个测试是诊断吗？', HK: '這個測試是診斷嗎？', JA: 'この診断は医学的な診断ですか？', KR: '이 검사는 진단인가요?', FR: 'Le test est-il un diagnostic ?', DE: 'Ist der Test eine Diagnose?', ES: '¿El test es un diagnóstico?', PT: 'O teste é um diagnóstico?' },
    answer: {
      EN: 'No. It describes preferences from your own answers and is meant for self-reflection. If you are worried about your mental health, please talk to a qualified professional.',
      CN: '不是。它根据您自己的作答描述偏好，用于自我反思。如果您担心自己的心理健康，请咨询合格的专业人士。',
      HK: '不是。它根據您自己的作答描述偏好，用於自我反思。如您擔心自己的心理健康，請諮詢合資格的專業人士。',
      JA: 'いいえ。ご自身の回答から傾向を説明するもので、自己理解のためのものです。心の健康が心配な場合は、資格のある専門家に相談してください。',
      KR: '아닙니다. 본인의 응답으로 선호를 설명하며 자기 성찰을 위한 것입니다. 정신 건강이 걱정된다면 자격을 갖춘 전문가와 상담하세요.',
      FR: 'Non. Il décrit des préférences à partir de vos réponses et sert à la réflexion personnelle. Si votre santé mentale vous inquiète, parlez-en à un professionnel qualifié.',
      DE: 'Nein. Er beschreibt Vorlieben anhand Ihrer Antworten und dient der Selbstreflexion. Wenn Sie sich um Ihre psychische Gesundheit sorgen, sprechen Sie bitte mit einer Fachperson.',
      ES: 'No. Describe preferencias a partir de tus respuestas y sirve para la reflexión personal. Si te preocupa tu salud mental, habla con un profesional cualificado.',
      PT: 'Não. Descreve preferências a partir das suas respostas e serve para reflexão pessoal. Se está preocupado com a sua saúde mental, fale com um profissional qualificado.',
    },
  },
  {
    id: '9', group: 'support-contact',
    question: { EN: 'How do I contact support?', CN: '如何联系支持团队？', HK: '如何聯絡支援團隊？', JA: 'サポートへの連絡方法は？', KR: '고객 지원에 어떻게 연락하나요?', FR: 'Comment contacter l’assistance ?', DE: 'Wie erreiche ich den Support?', ES: '¿Cómo contacto con soporte?', PT: 'Como contacto o suporte?' },
    answer: {
      EN: 'Write to support@mindprint.example. Include the e-mail address you used, your order number if you have one, and what happened. We answer by e-mail.',
      CN: '请写信至 support@mindprint.example，并注明您使用的邮箱、订单号（如有）以及遇到的问题。我们会通过电子邮件回复。',
      HK: '請寫信至 support@mindprint.example，並註明您使用的電郵、訂單號碼（如有）以及遇到的問題。我們會以電郵回覆。',
      JA: 'support@mindprint.example までご連絡ください。使用したメールアドレス、注文番号（あれば）、起きたことを書いてください。メールでお返事します。',
      KR: 'support@mindprint.example로 연락하세요. 사용한 이메일 주소, 주문 번호(있다면), 발생한 문제를 적어 주세요. 이메일로 답변드립니다.',
      FR: 'Écrivez à support@mindprint.example en indiquant l’adresse e-mail utilisée, votre numéro de commande si vous en avez un et ce qui s’est passé. Nous répondons par e-mail.',
      DE: 'Schreiben Sie an support@mindprint.example. Nennen Sie die verwendete E-Mail-Adresse, Ihre Bestellnummer, falls vorhanden, und was passiert ist. Wir antworten per E-Mail.',
      ES: 'Escribe a support@mindprint.example indicando el correo que usaste, tu número de pedido si lo tienes y qué ocurrió. Respondemos por correo.',
      PT: 'Escreva para support@mindprint.example indicando o e-mail usado, o número da encomenda, se o tiver, e o que aconteceu. Respondemos por e-mail.',
    },
  },
  {
    id: '10', group: 'support-contact',
    question: { EN: 'Where do I find my order number?', CN: '在哪里找到订单号？', HK: '在哪裡找到訂單號碼？', JA: '注文番号はどこで確認できますか？', KR: '주문 번호는 어디에서 찾나요?', FR: 'Où trouver mon numéro de commande ?', DE: 'Wo finde ich meine Bestellnummer?', ES: '¿Dónde encuentro mi número de pedido?', PT: 'Onde encontro o número da encomenda?' },
    answer: {
      EN: 'It is in the confirmation e-mail sent after payment and, if you have an account, under My reports in the user center.',
      CN: '它在付款后发送的确认邮件中；如果您有账户，也可在用户中心的“我的报告”中找到。',
      HK: '它在付款後發送的確認電郵中；如您有帳戶，亦可在用戶中心的「我的報告」中找到。',
      JA: 'お支払い後に送られる確認メールに記載されています。アカウントをお持ちの場合は、ユーザーセンターの「マイレポート」でも確認できます。',
      KR: '결제 후 발송되는 확인 이메일에 있으며, 계정이 있다면 사용자 센터의 "내 리포트"에서도 확인할 수 있습니다.',
      FR: 'Il figure dans l’e-mail de confirmation envoyé après le paiement et, si vous avez un compte, dans Mes rapports de l’espace utilisateur.',
      DE: 'Sie steht in der Bestätigungs-E-Mail nach der Zahlung und, wenn Sie ein Konto haben, unter Meine Berichte im Benutzerbereich.',
      ES: 'Está en el correo de confirmación enviado tras el pago y, si tienes cuenta, en Mis informes del área de usuario.',
      PT: 'Está no e-mail de confirmação enviado após o pagamento e, se tiver conta, em Os meus relatórios na área de utilizador.',
    },
  },
];
