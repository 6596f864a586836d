import type { GrowthTexts } from '../growth-types.js';

/** Textes français du test de développement personnel, traduits de en.ts (vouvoiement, sans accord de genre). Énoncés sans négation, à la première personne. */
export const frGrowthTexts: GrowthTexts = {
  items: {
    'gr-01': 'J’aime acheter les mêmes choses que celles qu’utilisent mes amis.',
    'gr-02': 'Quand je fais des achats, je pars du problème que je veux résoudre.',
    'gr-03': 'Acheter quelque chose de nouveau me remonte le moral.',
    'gr-04': 'Je fais attention à la qualité de fabrication d’un produit.',
    'gr-05': 'Je me fie à mon instinct quand je fais des choix.',
    'gr-06': 'J’aime peser le pour et le contre avant de décider.',
    'gr-07': 'Avant un gros achat, je demande à mes amis ce qu’ils choisiraient.',
    'gr-08': 'Je compare les prix pour en avoir vraiment pour mon argent.',
    'gr-09': 'Je m’offre un petit plaisir après une semaine difficile.',
    'gr-10': 'Acheter des choses bon marché qui durent une seule saison me convient très bien.',
    'gr-11': 'Je considère mes premières impressions avec prudence jusqu’à les avoir vérifiées.',
    'gr-12': 'Je vérifie les faits avant de me forger une opinion.',
    'gr-13': 'J’achète ce qui me convient, quoi que possèdent mes amis.',
    'gr-14': 'Je choisis un produit surtout pour son utilité, plutôt que pour son apparence.',
    'gr-15': 'J’aime l’excitation de déballer un nouvel achat.',
    'gr-16': 'Je préfère posséder un objet durable plutôt que plusieurs objets bon marché.',
    'gr-17': 'Ma première impression d’une personne ou d’une situation se révèle généralement juste.',
    'gr-18': 'Je découpe une décision difficile en étapes plus petites.',
    'gr-19': 'J’aime montrer à mes amis ce que je viens d’acheter.',
    'gr-20': 'Quand j’achète quelque chose, son utilité pratique arrive en dernier sur ma liste.',
    'gr-21': 'J’achète parfois des choses simplement parce qu’elles me font plaisir sur le moment.',
    'gr-22': 'Je reste fidèle aux marques qui ont fait leurs preuves pour moi.',
    'gr-23': 'Je pressens souvent la réponse avant de pouvoir expliquer pourquoi.',
    'gr-24': 'Je me décide vite et je passe à autre chose.',
    'gr-25': 'Acheter quelque chose de populaire dans mon entourage me donne le sentiment de faire partie du groupe.',
    'gr-26': 'Je lis les avis pour vérifier qu’un produit remplit bien sa fonction.',
    'gr-27': 'Quand je m’ennuie, faire un peu de shopping me redonne le sourire.',
    'gr-28': 'Les petits détails, comme les coutures ou les finitions, influencent mes achats.',
    'gr-29': 'Je repère vite des schémas récurrents dans ce qui se passe autour de moi.',
    'gr-30': 'J’aime analyser un problème en détail.',
    'gr-31': 'J’aime acheter des choses que je peux partager ou utiliser avec d’autres personnes.',
    'gr-32': 'Je recherche les achats qui me font gagner du temps ou m’épargnent des efforts au quotidien.',
    'gr-33': 'Je garde mon humeur et mes achats complètement séparés.',
    'gr-34': 'J’accepte volontiers de payer plus cher pour de meilleurs matériaux.',
    'gr-35': 'Mes intuitions me paraissent trop vagues pour que j’agisse en fonction d’elles.',
    'gr-36': 'Je compare plusieurs options avant d’en choisir une.',
    'gr-37': 'Dans une situation nouvelle, je suis ce qui me semble juste.',
    'gr-38': 'Je trouve fatigant de réfléchir à une décision dans le détail.',
    'gr-39': 'Je fais vite de bons choix quand je suis mon instinct.',
    'gr-40': 'Quand je fais face à un choix important, je note mes raisons par écrit.',
  },
  scaleLabels: ['Pas du tout d’accord', 'Plutôt pas d’accord', 'Ni d’accord ni pas d’accord', 'Plutôt d’accord', 'Tout à fait d’accord'],
  levelNames: { 1: 'Très bas', 2: 'Bas', 3: 'Moyen', 4: 'Élevé', 5: 'Très élevé' },
  tabs: {
    overview: 'Vue d’ensemble',
    consumption_motives: 'Motivations d’achat',
    thinking_style: 'Style de pensée',
    development_plan: 'Plan de développement',
  },
  listHeadings: {
    strengths: 'Points forts',
    watchOuts: 'Points de vigilance',
    recommendations: 'Recommandations',
  },
  resultLabel: 'Votre profil de développement',
  resultTitle: '{{motive}} · {{thinking}}',
  overviewIntro: [
    'Votre profil de développement s’intéresse à deux facettes de votre quotidien. La première est ce qui vous pousse le plus souvent à acheter : l’appartenance à un groupe (motivation sociale), un résultat pratique (motivation utilitaire), une sensation agréable (motivation émotionnelle) ou une qualité durable (motivation liée à la qualité). La seconde est votre façon préférée de prendre une décision : à l’instinct (pensée intuitive), par une analyse attentive (pensée réfléchie), ou en passant de l’une à l’autre (profil équilibré).',
    'Chaque échelle est indiquée par un niveau de 1 (très bas) à 5 (très élevé), calculé à partir de vos propres réponses. Les niveaux correspondent à des cinquièmes fixes de l’échelle de réponse, et non à une comparaison avec d’autres personnes. Votre motivation principale est celle qui obtient le score le plus élevé, et votre style de pensée indique quelle façon de décider domine, si l’une d’elles domine clairement. Aucune motivation et aucun style de pensée n’est meilleur qu’un autre ; chacun apporte ses propres points forts et ses propres points de vigilance.',
    'Ce profil décrit la façon dont vous vous voyez aujourd’hui, et il peut évoluer à mesure que vos habitudes changent. Il ne mesure ni vos aptitudes ni votre intelligence, et il ne pose aucun diagnostic. Servez-vous-en comme d’un point de départ pour réfléchir et pour apporter de petits changements concrets à votre façon de dépenser, de décider et d’apprendre.',
  ],
  sourceNote:
    'Énoncés : rédigés par Mindprint pour ce test. Ce profil sert uniquement à la réflexion personnelle ; ce n’est pas un instrument clinique, diagnostique, de recrutement ou de sélection. Les niveaux correspondent à des cinquièmes fixes de l’échelle de réponse, et non à des normes de population.',
  scales: {
    social: {
      name: 'Motivation sociale',
      description: 'La motivation sociale décrit à quel point votre entourage influence vos achats : l’envie d’appartenir à un groupe, de partager, d’être vu avec les autres et de suivre les choix de vos amis.',
      lowPole: 'Achète selon ses goûts, indépendamment des autres',
      highPole: 'Achète pour appartenir, partager et créer du lien',
      levels: {
        1: {
          headline: 'Ce que les autres achètent influence très peu vos choix.',
          interpretation: 'Vous choisissez selon vos propres besoins et vos goûts, quoi que les gens autour de vous possèdent ou recommandent. Les tendances et les choix de groupe vous touchent rarement. Vos dépenses restent ainsi les vôtres, même si vous pouvez passer à côté de bons conseils de vos amis.',
        },
        2: {
          headline: 'Vous achetez surtout pour vous, en jetant parfois un œil à ce que font les autres.',
          interpretation: 'L’avis des autres compte de temps en temps, mais c’est généralement votre propre jugement qui décide. Vous demandez peut-être conseil pour les achats importants. L’appartenance à un groupe ne joue qu’un petit rôle dans vos achats.',
        },
        3: {
          headline: 'Les autres comptent dans certains de vos choix, mais décident rarement à eux seuls.',
          interpretation: 'Vous aimez partager certains achats avec vos amis et vous remarquez ce que choisit votre entourage. En même temps, vous gardez votre propre point de vue. Selon la situation, la dimension sociale d’un achat peut peser plus ou moins lourd.',
        },
        4: {
          headline: 'Acheter est souvent pour vous une façon de créer du lien.',
          interpretation: 'Vous aimez choisir des choses qui plaisent aussi à vos amis, les partager et en parler. Les conseils des personnes en qui vous avez confiance ont un vrai poids pour vous. Le sentiment de faire partie d’un groupe explique clairement une bonne partie de vos achats.',
        },
        5: {
          headline: 'L’appartenance et le partage sont au cœur de vos achats.',
          interpretation: 'Les choix de vos amis et de votre entourage influencent fortement les vôtres. Vous aimez acheter des choses que vous pouvez montrer, partager ou utiliser ensemble. Cela crée de la proximité, et il vaut la peine de vérifier de temps en temps que chaque achat vous convient aussi à vous.',
        },
      },
    },
    result: {
      name: 'Motivation utilitaire',
      description: 'La motivation utilitaire décrit à quel point vous achetez pour obtenir un résultat pratique : ce que fait un produit, s’il résout un problème et s’il offre un bon rapport qualité-prix.',
      lowPole: 'Peu attentif à l’usage ou au rapport qualité-prix',
      highPole: 'Achète pour la fonction et le rapport qualité-prix',
      levels: {
        1: {
          headline: 'L’utilité pratique est rarement ce qui décide de vos achats.',
          interpretation: 'D’autres raisons, comme les émotions, les personnes ou la qualité, comptent généralement plus pour vous que ce que fait un objet. Il peut vous arriver d’acheter d’abord et de trouver un usage ensuite. Vérifier l’intérêt pratique avant d’acheter peut vous éviter d’accumuler.',
        },
        2: {
          headline: 'Vous pensez à l’utilité, mais c’est rarement votre première question.',
          interpretation: 'Vous remarquez si un produit fonctionne bien, mais d’autres raisons passent souvent en premier. Les comparaisons de prix et les avis jouent un rôle modeste dans vos choix. Pour les achats plus importants, un rapide coup d’œil à la fonction peut être payant.',
        },
        3: {
          headline: 'Vous équilibrez l’intérêt pratique avec d’autres raisons d’acheter.',
          interpretation: 'Ce que fait un produit et ce qu’il coûte comptent pour vous, et vous laissez aussi de la place au goût et aux émotions. Pour les achats du quotidien, vous avez tendance à être pragmatique. Pour les achats particuliers, d’autres motivations peuvent prendre le dessus.',
        },
        4: {
          headline: 'Vous achetez généralement avec un objectif précis en tête.',
          interpretation: 'Vous partez de ce dont vous avez besoin et cherchez le produit qui fait le mieux l’affaire pour le prix. Vous comparez les prix et lisez les avis. Les autres viennent peut-être vous demander des conseils d’achat pratiques.',
        },
        5: {
          headline: 'La fonction et le rapport qualité-prix guident presque tous vos achats.',
          interpretation: 'Vous achetez pour résoudre des problèmes, et vous vérifiez soigneusement qu’un produit tient ses promesses. Le gaspillage et les mauvais rapports qualité-prix vous agacent. Cette rigueur rend vos dépenses efficaces ; laisser un peu de place au plaisir peut les rendre plus légères.',
        },
      },
    },
    emotional: {
      name: 'Motivation émotionnelle',
      description: 'La motivation émotionnelle décrit à quel point vous achetez pour une émotion : le plaisir, une meilleure humeur, une petite récompense ou l’excitation de la nouveauté.',
      lowPole: 'Tient ses émotions à l’écart de ses achats',
      highPole: 'Achète pour le plaisir, l’humeur et l’excitation',
      levels: {
        1: {
          headline: 'Votre humeur joue très peu sur vos achats.',
          interpretation: 'Vous faites vos achats avec calme et séparez les émotions des dépenses. Les petits plaisirs et les achats spontanés sont rares chez vous. Cela protège votre budget, et vous pouvez aussi vous accorder un petit plaisir de temps en temps.',
        },
        2: {
          headline: 'Vous vous faites plaisir de temps en temps, mais les émotions décident rarement.',
          interpretation: 'La plupart de vos achats ont d’autres raisons, mais il vous arrive d’acheter quelque chose simplement parce que cela vous fait plaisir. Vous gardez ces moments sous contrôle. Votre humeur n’a qu’un petit effet sur vos dépenses.',
        },
        3: {
          headline: 'Les émotions sont l’une des raisons pour lesquelles vous achetez.',
          interpretation: 'Vous aimez le plaisir d’un nouvel achat et vous offrez parfois une petite récompense pour vous remonter le moral. Vous pensez aussi à d’autres raisons avant d’acheter. La place des émotions dépend de votre journée et de la situation.',
        },
        4: {
          headline: 'Acheter est souvent pour vous une source de plaisir et d’énergie.',
          interpretation: 'Vous aimez l’excitation de choisir, de déballer et d’utiliser quelque chose de nouveau. Les petits plaisirs vous aident à fêter un bon moment ou à récupérer après une période difficile. Il est utile de remarquer quels achats vous font encore plaisir après quelques semaines.',
        },
        5: {
          headline: 'Le plaisir et l’humeur sont de puissants moteurs de vos dépenses.',
          interpretation: 'Les choses nouvelles vous apportent une vraie joie, et faire des achats est l’une de vos façons de vous sentir mieux ou de célébrer. Vous achetez avec enthousiasme et spontanéité. Un plan simple pour vos petits plaisirs peut préserver cette joie tout en protégeant votre budget.',
        },
      },
    },
    quality: {
      name: 'Motivation liée à la qualité',
      description: 'La motivation liée à la qualité décrit à quel point vous achetez pour la façon dont les choses sont faites : le savoir-faire, la durabilité, les marques fiables et le soin du détail.',
      lowPole: 'Se contente du bon marché et de l’éphémère',
      highPole: 'Achète pour le savoir-faire et la durabilité',
      levels: {
        1: {
          headline: 'La qualité de fabrication compte peu dans vos choix.',
          interpretation: 'Les objets simples et bon marché vous conviennent, même s’ils s’usent plus vite. La marque et les finitions ont peu d’influence sur vous. Cela limite les dépenses à court terme ; pour les objets de tous les jours, un choix plus solide peut valoir le coup d’œil.',
        },
        2: {
          headline: 'Vous remarquez la qualité, mais le prix et d’autres raisons passent généralement avant.',
          interpretation: 'Vous aimez les choses bien faites quand le prix est raisonnable. Vous payez rarement plus cher pour une marque ou de meilleurs matériaux. Pour les objets dont vous vous servez beaucoup, il vous arrive de choisir l’option la plus durable.',
        },
        3: {
          headline: 'Vous choisissez la qualité là où elle compte pour vous.',
          interpretation: 'Pour certaines choses, vous recherchez de bons matériaux et des marques fiables ; pour d’autres, une option simple suffit. Vous mettez en balance la durabilité et le prix. Vos exigences dépendent de la fréquence et de la durée d’utilisation prévues.',
        },
        4: {
          headline: 'Vous appréciez les choses bien faites et conçues pour durer.',
          interpretation: 'Vous regardez les matériaux, les finitions et les détails, et vous acceptez de payer plus cher pour cela. Vous restez fidèle aux marques qui vous ont donné satisfaction. Vos achats ont tendance à durer, et vos amis vous demandent peut-être vos recommandations.',
        },
        5: {
          headline: 'Le savoir-faire et la durabilité guident presque tous vos achats.',
          interpretation: 'La façon dont les choses sont fabriquées compte beaucoup pour vous, et vous remarquez des détails qui échappent aux autres. Vous préférez posséder moins de choses, mais de meilleure qualité. Il est utile de vérifier de temps en temps, pour chaque achat, que ce supplément de qualité vaut son prix.',
        },
      },
    },
    intuitive: {
      name: 'Pensée intuitive',
      description: 'La pensée intuitive décrit à quel point vous décidez à l’instinct, sur une première impression et grâce à une perception rapide des schémas récurrents.',
      lowPole: 'Se méfie des intuitions, veut vérifier d’abord',
      highPole: 'Se fie à son instinct et aux premières impressions',
      levels: {
        1: {
          headline: 'Vous agissez rarement sur une intuition.',
          interpretation: 'L’instinct et les premières impressions vous semblent trop vagues pour fonder vos choix. Vous préférez vérifier avant d’agir. Dans les situations qui évoluent vite, accorder un peu plus de poids à votre première impression peut vous faire gagner du temps.',
        },
        2: {
          headline: 'Vous percevez votre intuition, mais la laissez rarement décider.',
          interpretation: 'Vous prenez vos premières impressions comme un signal, puis vous cherchez davantage d’éléments. Vous vous fiez à votre instinct surtout dans les situations familières. La plupart de vos choix reposent sur quelque chose que vous pouvez expliquer.',
        },
        3: {
          headline: 'Vous utilisez votre intuition en complément d’autres informations.',
          interpretation: 'Parfois vous suivez une intuition, parfois vous voulez plus d’éléments. Vos premières impressions sont souvent un point de départ utile. La confiance que vous leur accordez dépend de la situation et de l’enjeu.',
        },
        4: {
          headline: 'Vous vous fiez souvent à votre instinct et à vos premières impressions.',
          interpretation: 'Vous percevez vite les réponses et les schémas, parfois avant de pouvoir les expliquer. Dans une situation nouvelle, vous suivez ce qui vous semble juste. Cela vous rend rapide dans l’action ; pour les grandes décisions, une courte vérification peut renforcer votre assurance.',
        },
        5: {
          headline: 'L’instinct est votre guide principal quand vous décidez.',
          interpretation: 'Vous cernez vite les personnes et les situations, et vous agissez selon ce que vous percevez. Votre instinct vous paraît fiable, et vous avancez vite. Confronter une intuition importante à quelques faits peut montrer quand elle vous sert bien et quand elle a besoin d’appui.',
        },
      },
    },
    reflective: {
      name: 'Pensée réfléchie',
      description: 'La pensée réfléchie décrit à quel point vous décidez par l’analyse : vérifier les faits, comparer les options et les peser étape par étape.',
      lowPole: 'Décide vite et passe à autre chose',
      highPole: 'Analyse, vérifie les faits, pèse les options',
      levels: {
        1: {
          headline: 'Vous décidez vite et analysez rarement en profondeur.',
          interpretation: 'Les longues délibérations vous fatiguent : vous prenez votre décision et passez à autre chose. Cela vous permet d’avancer. Pour les choix difficiles à défaire, une courte liste des pour et des contre peut devenir une habitude utile.',
        },
        2: {
          headline: 'Vous réfléchissez brièvement, puis vous agissez.',
          interpretation: 'Vous vérifiez les faits principaux, mais vous gardez l’analyse courte. Pour la plupart des choix, les comparaisons détaillées vous paraissent demander plus d’efforts qu’elles n’en valent. Décider avec les informations dont vous disposez vous convient.',
        },
        3: {
          headline: 'Vous analysez quand c’est important, et faites court quand ça l’est moins.',
          interpretation: 'Pour les choix importants, vous comparez les options et vérifiez les faits ; pour les plus petits, vous décidez vite. Vous pouvez expliquer la plupart de vos décisions. La profondeur de votre analyse s’adapte à l’enjeu.',
        },
        4: {
          headline: 'Vous aimez peser soigneusement vos options avant de décider.',
          interpretation: 'Vous rassemblez des informations, comparez les options et réfléchissez au pour et au contre. Les autres font confiance à vos décisions parce que vous savez les expliquer. Dans les situations pressantes, vous fixer une limite de temps vous aide à décider à temps.',
        },
        5: {
          headline: 'L’analyse attentive est votre guide principal quand vous décidez.',
          interpretation: 'Vous aimez découper les problèmes en étapes, vérifier les faits et comparer chaque option. Vos décisions sont approfondies et bien argumentées. Décider dès que vous avez assez d’informations, plutôt que toutes, peut vous faire gagner du temps et de l’énergie.',
        },
      },
    },
  },
  outcomes: {
    social: {
      name: 'Motivation sociale',
      summary: 'Vous achetez le plus volontiers quand un achat vous relie aux autres : partager, appartenir à un groupe et choisir ensemble.',
      description: [
        'Votre motivation d’achat la plus forte est sociale. Ce que vos amis, votre famille et votre entourage plus large choisissent, utilisent et recommandent influence nettement vos achats. Vous aimez les achats que vous pouvez partager, montrer ou utiliser ensemble, et acheter peut être pour vous une façon de vous sentir proche des autres.',
        'Cette motivation a une vraie valeur : elle vous garde en lien avec les gens, vous aide à tirer parti de leur expérience et rend beaucoup d’achats plus agréables. Elle peut aussi vous pousser à acheter pour suivre les autres, ou à choisir ce qui convient au groupe plutôt que ce qui vous convient à vous.',
        'Pour votre développement personnel, la motivation sociale est une force que vous pouvez utiliser délibérément : apprendre avec d’autres, partager des compétences autant que des objets, et vérifier de temps en temps que vos choix reflètent aussi vos propres besoins et vos valeurs.',
      ],
      lists: {
        strengths: [
          'Vous tirez vite parti de l’expérience et des recommandations des autres.',
          'Vous aimez partager, prêter et utiliser des choses ensemble.',
          'Vos achats renforcent souvent les amitiés et les moments partagés.',
          'Vous remarquez ce qui compte pour les personnes qui vous entourent.',
        ],
        watchOuts: [
          'Il peut vous arriver d’acheter surtout pour suivre votre entourage.',
          'Les tendances du groupe peuvent pousser vos dépenses au-delà de ce que vous aviez prévu.',
          'Vos propres goûts risquent d’avoir moins de place que l’avis des autres.',
        ],
        recommendations: [
          'Avant un achat, demandez-vous : est-ce que je le voudrais encore si personne d’autre ne le voyait ?',
          'Attendez 48 heures avant d’acheter quelque chose parce que vos amis l’ont.',
          'Proposez des activités à partager, comme un cours ou une balade, plutôt que du shopping ensemble.',
          'Fixez un montant mensuel pour vos dépenses sociales, comme les cadeaux et les sorties, et respectez-le.',
          'Rejoignez un groupe qui apprend un savoir-faire ensemble, pour que votre énergie sociale nourrisse aussi votre développement.',
        ],
      },
    },
    result: {
      name: 'Motivation utilitaire',
      summary: 'Vous achetez le plus volontiers quand un achat apporte un résultat pratique clair et un bon rapport qualité-prix.',
      description: [
        'Votre motivation d’achat la plus forte est utilitaire. Vous partez généralement d’un besoin ou d’un problème et cherchez le produit qui le résout le mieux pour le prix. Vous comparez les prix, lisez les avis et réfléchissez à la façon dont vous utiliserez ce que vous achetez.',
        'Cette motivation rend vos dépenses ciblées et efficaces, et vous protège de nombreux achats impulsifs. Elle peut aussi faire de l’achat une simple corvée, laisser peu de place au plaisir, ou vous amener à choisir l’option la moins chère qui fonctionne alors qu’une meilleure vous servirait plus longtemps.',
        'Pour votre développement personnel, vous pouvez appliquer ce même sens pratique à votre propre progression : fixer des objectifs clairs, choisir des apprentissages qui résolvent un vrai problème pour vous, et mesurer ce qu’ils vous apportent. Laissez aussi un peu de place aux choses simplement agréables.',
      ],
      lists: {
        strengths: [
          'Vous savez ce dont vous avez besoin avant de faire vos achats.',
          'Vous en avez pour votre argent.',
          'Vous évitez d’accumuler, car vous achetez avec un objectif.',
          'Les autres apprécient vos conseils pratiques pour leurs achats.',
        ],
        watchOuts: [
          'Vous pouvez passer beaucoup de temps à comparer de petites différences de prix.',
          'Le plaisir et la beauté risquent de peser trop peu dans vos choix.',
          'L’option la moins chère qui fonctionne peut coûter plus cher à la longue.',
        ],
        recommendations: [
          'Fixez une limite de temps pour vos recherches sur les petits achats, par exemple un quart d’heure.',
          'Pour les objets que vous utilisez tous les jours, comparez le coût par utilisation, et pas seulement le prix.',
          'Prévoyez chaque mois un achat uniquement pour le plaisir.',
          'Choisissez ce trimestre un cours ou un livre qui résout un vrai problème dans votre travail ou votre vie.',
          'Notez un objectif clair et mesurable pour votre développement personnel, et faites le point chaque mois.',
        ],
      },
    },
    emotional: {
      name: 'Motivation émotionnelle',
      summary: 'Vous achetez le plus volontiers quand un achat vous fait plaisir, vous remonte le moral ou apporte de l’excitation.',
      description: [
        'Votre motivation d’achat la plus forte est émotionnelle. Le plaisir de choisir, de déballer et d’utiliser quelque chose de nouveau compte pour vous, et un petit cadeau à vous-même peut vous remonter le moral ou marquer un bon moment. Vous achetez avec enthousiasme, et souvent de façon spontanée.',
        'Cette motivation apporte une vraie joie et de l’énergie au quotidien, et elle vous aide à repérer ce qui vous fait du bien. Elle peut aussi mener à des achats impulsifs, à des dépenses pour faire face au stress ou à l’ennui, et à des achats dont le plaisir s’estompe vite.',
        'Pour votre développement personnel, l’objectif est de garder la joie tout en la choisissant plus consciemment : repérer les achats qui vous font encore plaisir des semaines plus tard, et cultiver d’autres sources de bonne humeur, comme des activités, des personnes et de petits rituels.',
      ],
      lists: {
        strengths: [
          'Vous savez profiter de la vie et célébrer les bons moments.',
          'Vous accueillez volontiers les nouvelles expériences et les nouveautés.',
          'Votre enthousiasme est souvent contagieux pour votre entourage.',
        ],
        watchOuts: [
          'Il peut vous arriver d’acheter sur un coup de tête et de le regretter ensuite.',
          'Le shopping peut devenir une habitude pour gérer le stress ou l’ennui.',
          'Le plaisir d’un nouvel achat peut s’estomper vite.',
          'Les petits plaisirs peuvent représenter une somme importante sur un mois.',
        ],
        recommendations: [
          'Tenez une liste d’envies et n’achetez un article que si vous en avez encore envie une semaine plus tard.',
          'Fixez un budget mensuel pour vos petits plaisirs, afin d’en profiter en toute tranquillité.',
          'Quand vous avez envie de faire du shopping après une journée difficile, faites d’abord une courte promenade ou appelez un ami.',
          'Une fois par mois, notez quels achats vous font encore plaisir et lesquels ont perdu leur attrait.',
          'Dépensez pour des expériences, comme un concert ou un cours, aussi souvent que pour des objets.',
        ],
      },
    },
    quality: {
      name: 'Motivation liée à la qualité',
      summary: 'Vous achetez le plus volontiers quand un produit est bien fait, durable et issu d’un fabricant en qui vous avez confiance.',
      description: [
        'Votre motivation d’achat la plus forte est la qualité. Vous regardez les matériaux, les finitions et les détails, et vous acceptez de payer plus cher pour quelque chose qui dure. Une fois qu’une marque a fait ses preuves, vous avez tendance à lui rester fidèle.',
        'Cette motivation mène souvent à des achats moins nombreux mais meilleurs, et à moins de gaspillage, et votre œil pour le détail est un vrai talent. Elle peut aussi vous amener à dépenser plus que nécessaire, à passer longtemps à chercher l’article idéal, ou à rester fidèle à une marque connue alors qu’une nouvelle vous servirait mieux.',
        'Pour votre développement personnel, vous pouvez appliquer votre sens de la qualité à vos propres compétences : approfondir un savoir-faire, investir dans de bons outils pour ce que vous faites souvent, et accepter que vos premiers essais dans un domaine nouveau aient le droit d’être imparfaits.',
      ],
      lists: {
        strengths: [
          'Vos achats ont tendance à durer et à bien vous servir.',
          'Vous remarquez des détails et un savoir-faire qui échappent aux autres.',
          'Vous achetez moins mais mieux, ce qui réduit le gaspillage.',
          'Les gens se fient à vos recommandations sur ce qui vaut la peine d’être acheté.',
        ],
        watchOuts: [
          'Vous pouvez payer pour une qualité dont l’usage prévu n’a pas vraiment besoin.',
          'Chercher l’article parfait peut prendre beaucoup de temps.',
          'La fidélité à une marque peut vous empêcher d’essayer de meilleures options.',
        ],
        recommendations: [
          'Avant de payer plus cher, demandez-vous à quelle fréquence et pendant combien de temps vous utiliserez l’article.',
          'Choisissez une catégorie où une option simple et moins chère suffit, et faites-y des économies.',
          'Essayez cette année une nouvelle marque ou un nouveau fabricant dans une catégorie que vous connaissez bien.',
          'Investissez dans un outil ou une formation de grande qualité pour un savoir-faire que vous pratiquez chaque semaine.',
          'Quand vous apprenez quelque chose de nouveau, fixez-vous une date pour une première version brute avant de la peaufiner.',
        ],
      },
    },
    intuitive: {
      name: 'Profil intuitif',
      summary: 'Vous préférez décider à l’instinct, sur une première impression et grâce à une perception rapide des schémas récurrents.',
      description: [
        'Votre style de pensée est intuitif. Quand vous décidez, vous avez tendance à vous fier à votre instinct et à vos premières impressions, et vous pressentez souvent une réponse avant de pouvoir l’expliquer. Vous repérez vite les schémas et vous êtes à l’aise pour agir dans des situations nouvelles ou qui évoluent vite.',
        'Il s’agit d’une façon préférée de décider, et non d’une mesure de vos aptitudes. L’intuition fonctionne le mieux dans les domaines où vous avez de l’expérience, car elle puise dans tout ce que vous avez déjà vu. Dans un domaine inconnu, ou quand l’enjeu est important, une intuition peut passer à côté de faits qu’une courte vérification révélerait.',
        'Pour progresser, gardez votre rapidité et ajoutez quelques vérifications simples pour les choix importants. Apprendre en faisant, en essayant et en prenant du recul ensuite vous convient en général très bien.',
      ],
      lists: {
        strengths: [
          'Vous décidez vite et faites avancer les choses.',
          'Vous cernez rapidement les personnes et les situations.',
          'Vous repérez des schémas et des liens qui échappent aux autres.',
          'Vous gardez votre calme quand il faut décider avec peu d’informations.',
        ],
        watchOuts: [
          'Votre instinct peut être moins fiable dans les domaines où vous avez peu d’expérience.',
          'Les autres peuvent avoir du mal à suivre vos décisions quand vous ne parvenez pas à les expliquer.',
          'Les premières impressions sur les personnes peuvent être injustes ou incomplètes.',
        ],
        recommendations: [
          'Pour les décisions importantes, notez votre intuition, puis cherchez un fait qui la confirme et un fait qui la remet en question.',
          'Avant d’expliquer une décision instinctive aux autres, formulez deux raisons qui la motivent.',
          'Tenez un court journal de vos décisions et vérifiez au bout d’un mois quelles intuitions se sont révélées justes.',
          'Apprenez de nouveaux savoir-faire en les essayant d’abord, puis documentez-vous sur ce que vous avez remarqué.',
        ],
      },
    },
    reflective: {
      name: 'Profil réfléchi',
      summary: 'Vous préférez décider par l’analyse : vérifier les faits et peser les options étape par étape.',
      description: [
        'Votre style de pensée est réfléchi. Quand vous décidez, vous aimez rassembler des informations, comparer les options et peser le pour et le contre avant de vous engager. Vous aimez comprendre un problème en détail et pouvez généralement expliquer comment vous avez abouti à un choix.',
        'Il s’agit d’une façon préférée de décider, et non d’une mesure de vos aptitudes. Une analyse attentive est un vrai atout pour les décisions complexes et durables. Elle peut aussi vous ralentir quand le temps presse, ou vous pousser à continuer de chercher des informations alors que vous en avez déjà assez.',
        'Pour progresser, réservez votre rigueur aux choix qui la méritent et entraînez-vous à décider plus vite pour les plus petits. Un apprentissage structuré, avec des étapes claires et du temps pour faire le point, vous convient en général très bien.',
      ],
      lists: {
        strengths: [
          'Vos décisions sont bien argumentées et faciles à expliquer.',
          'Vous repérez les points faibles d’un projet avant qu’ils posent problème.',
          'Vous apprenez un sujet en profondeur et comprenez comment il s’articule.',
          'Les autres vous confient volontiers des choix complexes.',
        ],
        watchOuts: [
          'Vous pouvez passer longtemps sur des décisions qui comptent peu.',
          'Attendre davantage d’informations peut vous faire manquer le bon moment.',
          'Votre instinct peut contenir des signaux utiles que l’analyse néglige.',
        ],
        recommendations: [
          'Fixez pour chaque décision une limite de temps adaptée à l’enjeu.',
          'Pour les petits choix, prenez la première option qui répond à votre besoin principal.',
          'Avant d’analyser, notez votre première impression, puis comparez-la avec votre choix final.',
          'Organisez votre apprentissage en étapes claires et faites chaque semaine le point sur ce que vous avez appris.',
          'Une fois par semaine, entraînez-vous à décider vite dans une situation sans grand enjeu, comme le choix d’un repas.',
        ],
      },
    },
    neutral: {
      name: 'Profil équilibré (neutre)',
      summary: 'Vous passez avec souplesse de l’instinct à l’analyse attentive, et aucune de ces deux façons de décider ne domine clairement.',
      description: [
        'Votre style de pensée est équilibré. Ni l’instinct ni l’analyse ne domine clairement quand vous décidez : parfois vous suivez une première impression, parfois vous voulez d’abord vérifier les faits. La voie que vous choisissez dépend souvent de la situation, de votre expérience et de l’enjeu.',
        'Il s’agit d’une façon préférée de décider, et non d’une mesure de vos aptitudes. Cette souplesse vous permet d’agir vite dans les situations familières et de ralentir quand un choix est complexe. Elle peut aussi signifier que vous utilisez parfois l’approche la moins adaptée, ou que vous hésitez entre les deux avant de vous engager.',
        'Pour progresser, rendez ce passage conscient : décidez à l’avance quand un choix demande un instinct rapide et quand il demande une réflexion approfondie. Alterner pratique et étude structurée vous convient en général très bien.',
      ],
      lists: {
        strengths: [
          'Vous adaptez votre façon de décider à la situation.',
          'Vous savez travailler aussi bien avec les personnes qui décident vite qu’avec celles qui prennent leur temps.',
          'Vous associez une première impression à une vérification des faits.',
        ],
        watchOuts: [
          'Il peut vous arriver d’analyser des choix simples et de précipiter des choix complexes.',
          'Passer de l’instinct à l’analyse peut retarder une décision.',
          'Les autres peuvent avoir du mal à prévoir comment vous allez aborder un problème.',
        ],
        recommendations: [
          'Avant une décision, demandez-vous si elle est facile à défaire, et si c’est le cas, décidez vite.',
          'Pour les choix importants, notez votre première impression, puis vérifiez deux faits clés.',
          'Dites à vos collègues quelle approche vous utilisez, pour qu’ils sachent à quoi s’attendre.',
          'Alternez l’apprentissage par la pratique et la lecture ou les cours sur le même sujet.',
        ],
      },
    },
  },
};
