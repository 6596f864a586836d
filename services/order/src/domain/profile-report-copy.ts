import type { SkuCopy } from './sku-catalogue.js';

/**
 * What the reports of the three profile tests say they contain, in the nine locales: emotional relationships
 * (exam 4, YDGX), career assessment (exam 5, CAREER) and personal development (exam 6, GROWTH). The tabs they
 * describe are the exam service's report tabs of each test.
 */

export const relationshipsReportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Emotional relationships report',
    description: 'Your complete relationship profile: your relationship style (secure, fearful, preoccupied or dismissing) and where you stand on intimacy needs, independence needs and security strength.',
    features: ['Your relationship style and what it says about how you love and connect', 'Intimacy needs, independence needs and security strength explained one by one, with ways to grow together', 'Read online, download as PDF, and get a copy by e-mail'],
  },
  CN: {
    name: '情感关系报告',
    description: '你的完整情感关系画像：你的关系风格（安全型、恐惧型、痴迷型或疏离型），以及你在亲密需求、独立需求和安全感强度上的位置。',
    features: ['你的关系风格，以及它对你如何去爱、如何与人联结意味着什么', '逐一解读亲密需求、独立需求和安全感强度，并附共同成长的建议', '可在线阅读、下载PDF，并发送副本到你的邮箱'],
  },
  HK: {
    name: '感情關係報告',
    description: '你的完整感情關係畫像：你的關係風格（安全型、恐懼型、痴迷型或疏離型），以及你在親密需求、獨立需求和安全感強度上的位置。',
    features: ['你的關係風格，以及它對你如何去愛、如何與人聯繫意味著甚麼', '逐一解讀親密需求、獨立需求和安全感強度，並附共同成長的建議', '可在線閱讀、下載PDF，並發送副本到你的電郵'],
  },
  JA: {
    name: '恋愛・人間関係レポート',
    description: '人間関係の完全なプロフィール。あなたの関係スタイル（安定型・恐れ型・とらわれ型・拒絶型）と、親密さへの欲求、自立への欲求、安心感の強さにおける位置を示します。',
    features: ['あなたの関係スタイルと、それが愛し方・つながり方について示すこと', '親密さへの欲求・自立への欲求・安心感の強さを一つずつ解説し、ともに成長するヒントも', 'オンラインで閲覧、PDFでダウンロード、メールでも受け取り'],
  },
  KR: {
    name: '정서적 관계 보고서',
    description: '전체 관계 프로필: 당신의 관계 스타일(안정형, 두려움형, 몰입형, 거부형)과 친밀 욕구, 독립 욕구, 안정감의 강도에서의 위치를 알려 드립니다.',
    features: ['당신의 관계 스타일과 그것이 사랑하고 관계 맺는 방식에 대해 말해 주는 것', '친밀 욕구, 독립 욕구, 안정감의 강도를 하나씩 풀이하고 함께 성장하는 방법까지', '온라인 열람, PDF 다운로드, 이메일로 사본 발송'],
  },
  FR: {
    name: 'Rapport Relations affectives',
    description: 'Votre profil relationnel complet : votre style relationnel (sécure, craintif, préoccupé ou détaché) et votre position sur le besoin d’intimité, le besoin d’indépendance et la force du sentiment de sécurité.',
    features: ['Votre style relationnel et ce qu’il dit de votre façon d’aimer et de créer du lien', 'Besoin d’intimité, besoin d’indépendance et sentiment de sécurité expliqués un à un, avec des pistes pour grandir ensemble', 'À lire en ligne, à télécharger en PDF, avec une copie par e-mail'],
  },
  DE: {
    name: 'Bericht Emotionale Beziehungen',
    description: 'Ihr vollständiges Beziehungsprofil: Ihr Beziehungsstil (sicher, ängstlich-vermeidend, verstrickt oder abweisend) und wo Sie bei Nähebedürfnis, Unabhängigkeitsbedürfnis und Stärke des Sicherheitsgefühls stehen.',
    features: ['Ihr Beziehungsstil und was er über Ihre Art zu lieben und sich zu binden sagt', 'Nähebedürfnis, Unabhängigkeitsbedürfnis und Sicherheitsgefühl einzeln erklärt, mit Wegen, gemeinsam zu wachsen', 'Online lesen, als PDF herunterladen und per E-Mail erhalten'],
  },
  ES: {
    name: 'Informe de relaciones afectivas',
    description: 'Tu perfil relacional completo: tu estilo de relación (seguro, temeroso, preocupado o rechazante) y tu posición en necesidad de intimidad, necesidad de independencia y fuerza de la seguridad.',
    features: ['Tu estilo de relación y lo que dice de cómo amas y te vinculas', 'Necesidad de intimidad, necesidad de independencia y fuerza de la seguridad explicadas una a una, con formas de crecer juntos', 'Léelo en línea, descárgalo en PDF y recibe una copia por correo'],
  },
  PT: {
    name: 'Relatório de relacionamentos afetivos',
    description: 'Seu perfil relacional completo: seu estilo de relacionamento (seguro, temeroso, preocupado ou desapegado) e sua posição em necessidade de intimidade, necessidade de independência e força da segurança.',
    features: ['Seu estilo de relacionamento e o que ele diz sobre como você ama e se vincula', 'Necessidade de intimidade, necessidade de independência e força da segurança explicadas uma a uma, com caminhos para crescer juntos', 'Leia online, baixe em PDF e receba uma cópia por e-mail'],
  },
};

export const careerReportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Career assessment report',
    description: 'Your complete interest profile: your strongest interest areas among six, the work activities that fit them and concrete next steps.',
    features: ['All six interest areas ranked, your strongest three explained', 'Work activities that fit your strongest areas, and next steps to explore them', 'Read online, download as PDF, and get a copy by e-mail'],
  },
  CN: {
    name: '职业测评报告',
    description: '你的完整兴趣画像：六大兴趣领域中你最突出的领域、与之匹配的工作活动，以及具体的下一步行动。',
    features: ['六大兴趣领域排序，并详细解读你最强的三个', '与你最强兴趣领域相匹配的工作活动，以及探索它们的下一步', '可在线阅读、下载PDF，并发送副本到你的邮箱'],
  },
  HK: {
    name: '職業測評報告',
    description: '你的完整興趣畫像：六大興趣範疇中你最突出的範疇、與之相配的工作活動，以及具體的下一步行動。',
    features: ['六大興趣範疇排序，並詳細解讀你最強的三個', '與你最強興趣範疇相配的工作活動，以及探索它們的下一步', '可在線閱讀、下載PDF，並發送副本到你的電郵'],
  },
  JA: {
    name: '適職診断レポート',
    description: '興味の完全なプロフィール。6つの興味領域のうち特に強い領域、それに合う仕事の活動、具体的な次の一歩を示します。',
    features: ['6つの興味領域の順位と、上位3領域の詳しい解説', '強い領域に合う仕事の活動と、それを探るための次の一歩', 'オンラインで閲覧、PDFでダウンロード、メールでも受け取り'],
  },
  KR: {
    name: '직업 적성 검사 보고서',
    description: '전체 흥미 프로필: 여섯 가지 흥미 영역 중 가장 강한 영역, 그에 맞는 업무 활동, 구체적인 다음 단계를 알려 드립니다.',
    features: ['여섯 가지 흥미 영역의 순위와 가장 강한 세 영역의 자세한 풀이', '강한 영역에 맞는 업무 활동과 그것을 탐색할 다음 단계', '온라인 열람, PDF 다운로드, 이메일로 사본 발송'],
  },
  FR: {
    name: 'Rapport de bilan d’orientation',
    description: 'Votre profil d’intérêts complet : vos domaines d’intérêt les plus forts parmi six, les activités professionnelles qui leur correspondent et des prochaines étapes concrètes.',
    features: ['Vos six domaines d’intérêt classés, les trois plus forts expliqués', 'Les activités professionnelles adaptées à vos domaines les plus forts, et les prochaines étapes pour les explorer', 'À lire en ligne, à télécharger en PDF, avec une copie par e-mail'],
  },
  DE: {
    name: 'Bericht zum Berufsinteressen-Test',
    description: 'Ihr vollständiges Interessenprofil: Ihre stärksten Interessenfelder unter sechs, die Tätigkeiten, die zu ihnen passen, und konkrete nächste Schritte.',
    features: ['Alle sechs Interessenfelder in Rangfolge, Ihre stärksten drei erklärt', 'Tätigkeiten, die zu Ihren stärksten Feldern passen, und nächste Schritte, um sie zu erkunden', 'Online lesen, als PDF herunterladen und per E-Mail erhalten'],
  },
  ES: {
    name: 'Informe de evaluación profesional',
    description: 'Tu perfil de intereses completo: tus áreas de interés más fuertes entre seis, las actividades laborales que encajan con ellas y próximos pasos concretos.',
    features: ['Tus seis áreas de interés ordenadas, con las tres más fuertes explicadas', 'Actividades laborales que encajan con tus áreas más fuertes y próximos pasos para explorarlas', 'Léelo en línea, descárgalo en PDF y recibe una copia por correo'],
  },
  PT: {
    name: 'Relatório de avaliação de carreira',
    description: 'Seu perfil de interesses completo: suas áreas de interesse mais fortes entre seis, as atividades de trabalho que combinam com elas e próximos passos concretos.',
    features: ['Suas seis áreas de interesse em ordem, com as três mais fortes explicadas', 'Atividades de trabalho que combinam com suas áreas mais fortes e próximos passos para explorá-las', 'Leia online, baixe em PDF e receba uma cópia por e-mail'],
  },
};

export const growthReportCopy: Record<string, SkuCopy> = {
  EN: {
    name: 'Personal development report',
    description: 'Your complete development profile: the motives behind your choices as a consumer (social, result, emotional, quality), the thinking style you lean on, and a development plan.',
    features: ['Your four consumption motives, your leading one explained', 'Your thinking style (intuitive, reflective or in between) and a development plan built on both', 'Read online, download as PDF, and get a copy by e-mail'],
  },
  CN: {
    name: '个人成长报告',
    description: '你的完整成长画像：驱动你消费选择的动机（社交、结果、情感、品质）、你倚重的思维方式，以及一份成长计划。',
    features: ['你的四种消费动机，并详细解读最主要的一种', '你的思维方式（直觉型、反思型或介于两者之间），以及据此制定的成长计划', '可在线阅读、下载PDF，并发送副本到你的邮箱'],
  },
  HK: {
    name: '個人成長報告',
    description: '你的完整成長畫像：驅動你消費選擇的動機（社交、結果、情感、品質）、你倚重的思維方式，以及一份成長計劃。',
    features: ['你的四種消費動機，並詳細解讀最主要的一種', '你的思維方式（直覺型、反思型或介乎兩者之間），以及據此制定的成長計劃', '可在線閱讀、下載PDF，並發送副本到你的電郵'],
  },
  JA: {
    name: '自己成長レポート',
    description: '自己成長の完全なプロフィール。買い物の選択を動かす動機（つながり・成果・感情・品質）、あなたが頼りにする考え方、そして成長プランを示します。',
    features: ['4つの消費動機と、最も強い動機の詳しい解説', '考え方の傾向（直感型・熟考型・その中間）と、それにもとづく成長プラン', 'オンラインで閲覧、PDFでダウンロード、メールでも受け取り'],
  },
  KR: {
    name: '자기 계발 보고서',
    description: '전체 자기 계발 프로필: 소비 선택을 움직이는 동기(사회적, 결과, 감정, 품질), 당신이 주로 의지하는 사고방식, 그리고 성장 계획을 알려 드립니다.',
    features: ['네 가지 소비 동기와 가장 강한 동기의 자세한 풀이', '사고방식(직관형, 성찰형 또는 그 중간)과 이를 바탕으로 한 성장 계획', '온라인 열람, PDF 다운로드, 이메일로 사본 발송'],
  },
  FR: {
    name: 'Rapport de développement personnel',
    description: 'Votre profil de développement complet : les motivations derrière vos choix de consommation (sociale, résultat, émotionnelle, qualité), le mode de pensée sur lequel vous vous appuyez et un plan de développement.',
    features: ['Vos quatre motivations de consommation, la principale expliquée', 'Votre mode de pensée (intuitif, réflexif ou entre les deux) et un plan de développement fondé sur les deux', 'À lire en ligne, à télécharger en PDF, avec une copie par e-mail'],
  },
  DE: {
    name: 'Bericht zur persönlichen Entwicklung',
    description: 'Ihr vollständiges Entwicklungsprofil: die Motive hinter Ihren Kaufentscheidungen (sozial, ergebnisorientiert, emotional, qualitätsorientiert), die Denkweise, auf die Sie sich stützen, und ein Entwicklungsplan.',
    features: ['Ihre vier Kaufmotive, das stärkste ausführlich erklärt', 'Ihre Denkweise (intuitiv, reflektierend oder dazwischen) und ein Entwicklungsplan, der auf beidem aufbaut', 'Online lesen, als PDF herunterladen und per E-Mail erhalten'],
  },
  ES: {
    name: 'Informe de desarrollo personal',
    description: 'Tu perfil de desarrollo completo: los motivos detrás de tus decisiones de consumo (social, resultado, emocional, calidad), la forma de pensar en la que te apoyas y un plan de desarrollo.',
    features: ['Tus cuatro motivos de consumo, con el principal explicado', 'Tu forma de pensar (intuitiva, reflexiva o intermedia) y un plan de desarrollo basado en ambas', 'Léelo en línea, descárgalo en PDF y recibe una copia por correo'],
  },
  PT: {
    name: 'Relatório de desenvolvimento pessoal',
    description: 'Seu perfil de desenvolvimento completo: os motivos por trás das suas escolhas de consumo (social, resultado, emocional, qualidade), a forma de pensar em que você se apoia e um plano de desenvolvimento.',
    features: ['Seus quatro motivos de consumo, com o principal explicado', 'Sua forma de pensar (intuitiva, reflexiva ou intermediária) e um plano de desenvolvimento baseado nas duas', 'Leia online, baixe em PDF e receba uma cópia por e-mail'],
  },
};
