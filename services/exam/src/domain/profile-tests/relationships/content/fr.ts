import type { RelationshipTexts } from '../relationships-types.js';

/** Textes français du test des relations affectives, traduits de en.ts (vouvoiement, sans accord de genre). Énoncés sans négation, à la première personne. */
export const frRelationshipTexts: RelationshipTexts = {
  items: {
    'rl-01': 'J’aime raconter ma journée à un proche.',
    'rl-02': 'J’ai régulièrement besoin de moments à moi, même avec les personnes que j’aime.',
    'rl-03': 'Je compte sur mes proches pour être là quand j’ai besoin d’eux.',
    'rl-04': 'Quand il m’arrive quelque chose de bien, j’ai envie de le dire tout de suite à un proche.',
    'rl-05': 'Je préfère prendre les décisions importantes à deux, avec un proche.',
    'rl-06': 'Je reste calme quand un proche met quelques jours à répondre à un message.',
    'rl-07': 'Un petit message de temps en temps me suffit, même de la part des personnes que j’aime.',
    'rl-08': 'J’aime résoudre mes problèmes par moi-même avant de demander de l’aide.',
    'rl-09': 'Je commence vite à m’inquiéter quand une personne que j’aime reste silencieuse toute une journée.',
    'rl-10': 'Cela me fait chaud au cœur quand un ami ou mon partenaire me demande comment je vais vraiment.',
    'rl-11': 'Je garde certains aspects de ma vie pour moi, même vis-à-vis des personnes qui me sont les plus proches.',
    'rl-12': 'Après une dispute avec un proche, j’ai la certitude que tout finira par s’arranger.',
    'rl-13': 'J’apprécie les gestes d’affection, comme un câlin ou se tenir la main.',
    'rl-14': 'Je me sens un peu à l’étroit quand quelqu’un veut passer tout son temps libre avec moi.',
    'rl-15': 'L’inquiétude me gagne quand un proche s’absente un moment, par exemple pour un long voyage.',
    'rl-16': 'Les longues conversations sur les sentiments me fatiguent.',
    'rl-17': 'J’aime que mes proches prennent part à mes projets du quotidien.',
    'rl-18': 'L’amour de mes proches me paraît solide, même pendant les semaines chargées.',
    'rl-19': 'Après une journée difficile, je cherche du réconfort auprès d’un proche.',
    'rl-20': 'Je tiens à avoir mes propres loisirs et mes propres amis, en dehors de mon couple ou de ma famille.',
    'rl-21': 'Il m’est facile d’aborder un désaccord avec un proche.',
    'rl-22': 'J’aime que les personnes que j’aime me disent que je compte pour elles.',
    'rl-23': 'Je me sens vraiment moi-même quand j’ai l’espace de faire les choses à ma façon.',
    'rl-24': 'Je ressasse les petites remarques de mes proches en me demandant ce qu’ils voulaient vraiment dire.',
    'rl-25': 'J’aime partager mes espoirs et mes inquiétudes avec les personnes qui me sont les plus proches.',
    'rl-26': 'Dans une période difficile, je préfère m’en sortir par moi-même plutôt que de m’appuyer sur les autres.',
    'rl-27': 'Je vis sereinement le fait que mes proches passent du temps avec d’autres amis.',
    'rl-28': 'Les mots d’affection à répétition, c’est un peu trop pour moi.',
    'rl-29': 'Je me sens à l’aise pour demander à mes proches de l’aide dans les choses du quotidien.',
    'rl-30': 'J’ai confiance : mes proches m’acceptent comme je suis.',
    'rl-31': 'Je tiens aux rituels partagés avec mes proches, comme un appel chaque semaine ou un repas ensemble.',
    'rl-32': 'J’aime garder un peu de distance au début d’une nouvelle amitié ou d’une nouvelle relation.',
  },
  scaleLabels: ['Pas du tout d’accord', 'Plutôt pas d’accord', 'Ni d’accord ni pas d’accord', 'Plutôt d’accord', 'Tout à fait d’accord'],
  levelNames: { 1: 'Très bas', 2: 'Bas', 3: 'Moyen', 4: 'Élevé', 5: 'Très élevé' },
  tabs: {
    overview: 'Vue d’ensemble',
    your_style: 'Votre style relationnel',
    three_axes: 'Les trois axes',
    growing_together: 'Grandir dans vos relations',
  },
  listHeadings: {
    strengths: 'Points forts',
    watchOuts: 'Points de vigilance',
    recommendations: 'Recommandations',
  },
  resultLabel: 'Votre style relationnel',
  resultTitle: 'Votre style relationnel : {{style}}',
  overviewIntro: [
    'Ce profil décrit votre façon habituelle de ressentir et d’agir dans vos relations proches : avec un ou une partenaire, des amis proches ou votre famille. Il s’intéresse à trois axes. Le besoin d’intimité décrit à quel point vous souhaitez de la proximité, du partage et du réconfort. Le besoin d’indépendance décrit à quel point vous souhaitez votre propre espace et aimez compter sur vous-même. Le sentiment de sécurité décrit à quel point vous avez confiance dans le fait que vos proches seront là, et avec quel calme vous vivez les conflits et les moments passés loin l’un de l’autre.',
    'Chaque axe est indiqué par un niveau de 1 (très bas) à 5 (très élevé), calculé à partir de vos propres réponses. Votre style relationnel découle des trois axes réunis. Le sentiment de sécurité montre si vous vous sentez plutôt en confiance ou plutôt sur vos gardes dans la proximité, et l’équilibre entre vos besoins d’intimité et d’indépendance montre si vous penchez vers la proximité ou vers l’espace personnel.',
    'Aucun style n’est bon ou mauvais, et chacun a ses propres points forts. Vos réponses décrivent des tendances telles que vous les percevez aujourd’hui ; elles peuvent varier d’une relation à l’autre et évoluent souvent avec le temps et l’expérience. Ce profil décrit et suggère ; il ne pose aucun diagnostic.',
  ],
  sourceNote:
    'Les énoncés de ce test ont été rédigés par Mindprint pour la réflexion personnelle. Ce n’est pas un instrument clinique ni diagnostique, ce n’est pas une thérapie, et il n’est pas conçu pour le recrutement ou la sélection. Les niveaux correspondent à des cinquièmes fixes de l’échelle de réponse, et non à une comparaison avec des normes de population. Si vos relations vous causent une souffrance durable, envisagez d’en parler à un professionnel qualifié, comme un conseiller conjugal ou un psychothérapeute.',
  scales: {
    intimacy: {
      name: 'Besoin d’intimité',
      description: 'Le besoin d’intimité décrit à quel point vous recherchez la proximité avec les personnes que vous aimez : partager vos pensées et vos sentiments, passer du temps ensemble et entendre que vous comptez pour elles.',
      lowPole: 'Se contente de contacts légers, garde ses sentiments pour soi',
      highPole: 'Recherche la proximité, le partage et le réconfort',
      levels: {
        1: {
          headline: 'Une proximité légère et occasionnelle vous suffit.',
          interpretation: 'Peu de contact vous convient, et vous recherchez rarement les mots d’affection ou les longues conversations personnelles. Vous montrez sans doute votre attachement par des actes plus que par des mots. Vos proches peuvent parfois souhaiter plus de partage que ce que vous offrez naturellement.',
        },
        2: {
          headline: 'Vous appréciez la proximité à doses modérées et tranquilles.',
          interpretation: 'Vos proches comptent pour vous, mais assez peu de contact vous convient et vous gardez beaucoup de sentiments pour vous. Vous partagez quand cela vous semble utile plutôt que par habitude. La proximité compte pour vous, et vous aimez qu’elle reste détendue.',
        },
        3: {
          headline: 'Vous aimez la proximité et appréciez aussi des contacts plus légers.',
          interpretation: 'Vous aimez partager et passer du temps avec vos proches, et vous vivez bien aussi les périodes plus calmes. Votre envie de proximité monte et descend selon ce qui se passe dans votre vie. Vous pouvez vous accorder aussi bien avec des personnes qui veulent plus de contact qu’avec celles qui en veulent moins.',
        },
        4: {
          headline: 'La proximité et le partage comptent beaucoup pour vous.',
          interpretation: 'Vous aimez parler de votre journée, de vos sentiments et de vos projets avec les personnes que vous aimez. Les mots chaleureux et les petites marques d’affection ont beaucoup d’importance pour vous. Vous remarquez en général vite quand le contact se fait plus rare.',
        },
        5: {
          headline: 'Vous souhaitez une proximité profonde et fréquente, et beaucoup de réconfort.',
          interpretation: 'Être proche des personnes que vous aimez est au centre de votre vie. Vous voulez partager beaucoup, les voir et avoir de leurs nouvelles souvent, et entendre qu’elles tiennent à vous. Votre chaleur peut donner aux autres le sentiment d’être très aimés, et vous pouvez vite ressentir un manque quand ils ont besoin de plus d’espace.',
        },
      },
    },
    independence: {
      name: 'Besoin d’indépendance',
      description: 'Le besoin d’indépendance décrit à quel point vous souhaitez votre propre espace dans vos relations proches : du temps pour vous, vos propres centres d’intérêt, gérer les choses par vous-même et garder une certaine distance.',
      lowPole: 'Préfère faire les choses ensemble, demande facilement de l’aide',
      highPole: 'A besoin de son propre espace, compte sur soi',
      levels: {
        1: {
          headline: 'Vous préférez faire la plupart des choses ensemble.',
          interpretation: 'Vous aimez partager vos décisions, vos projets et votre temps libre avec vos proches, et vous demandez facilement de l’aide. Vous cherchez rarement à avoir du temps pour vous. Les autres peuvent se sentir très inclus à vos côtés, et un sentiment de vide peut vous gagner quand vos proches sont occupés.',
        },
        2: {
          headline: 'Vous aimez être ensemble et n’avez besoin que d’un peu d’espace.',
          interpretation: 'Vous aimez faire des choses avec les autres et associez souvent vos proches à vos choix. Vous appréciez un peu de temps pour vous, mais c’est rarement une priorité. S’appuyer sur les autres quand les choses se compliquent vous paraît naturel.',
        },
        3: {
          headline: 'Vous équilibrez les moments partagés et le temps pour vous.',
          interpretation: 'Vous aimez les moments partagés et tenez aussi à vos propres centres d’intérêt et à un peu de solitude. Vous gérez beaucoup de choses par vous-même et demandez de l’aide quand cela a du sens. Votre besoin d’espace varie selon votre énergie et votre situation.',
        },
        4: {
          headline: 'Votre espace personnel et votre autonomie comptent pour vous.',
          interpretation: 'Vous avez régulièrement besoin de temps pour vous et aimez d’abord résoudre les problèmes par vous-même. Vous gardez vos propres loisirs, amis ou habitudes à côté de vos relations proches. Vos proches peuvent parfois souhaiter que vous les laissiez davantage vous aider.',
        },
        5: {
          headline: 'Vous tenez beaucoup à votre espace, à votre intimité et à faire les choses à votre façon.',
          interpretation: 'La liberté et l’autonomie sont essentielles pour vous. Vous préférez affronter les difficultés par vous-même, garder certains aspects de votre vie pour vous et prendre votre temps avant de laisser quelqu’un s’approcher. Les autres peuvent interpréter votre besoin d’espace comme de la distance, même quand ils comptent beaucoup pour vous.',
        },
      },
    },
    security: {
      name: 'Sentiment de sécurité',
      description: 'Le sentiment de sécurité décrit à quel point vous êtes en confiance dans vos relations proches : à quel point vous avez confiance dans le fait que vos proches seront là, avec quel calme vous accueillez l’amour qu’on vous porte, et avec quelle facilité vous traversez les conflits et les séparations temporaires.',
      lowPole: 'Vite déstabilisé, sur ses gardes dans la proximité',
      highPole: 'Calme, confiant, à l’aise avec les conflits et la distance',
      levels: {
        1: {
          headline: 'Pour vous, la proximité s’accompagne souvent d’inquiétude.',
          interpretation: 'Vous vous demandez peut-être souvent si vos proches tiennent vraiment à vous, et les silences, les conflits ou les moments passés loin l’un de l’autre peuvent vous troubler. Vous prêtez une grande attention aux petits signes dans vos relations. Cette vigilance demande de l’énergie, et elle peut s’apaiser avec le temps, la confiance et du soutien.',
        },
        2: {
          headline: 'Vous vous sentez tantôt en sécurité, tantôt dans le doute.',
          interpretation: 'Les bons jours, vous faites confiance à vos proches, mais la distance, un conflit ou des signaux contradictoires peuvent vite faire naître des doutes. Vous cherchez peut-être alors du réconfort, ou vous prenez un peu de recul pour vous protéger. Vous êtes sensible à l’atmosphère d’une relation.',
        },
        3: {
          headline: 'Vous vous sentez en général en confiance, avec quelques moments de doute.',
          interpretation: 'Dans l’ensemble, vous faites confiance à vos proches et savez faire face aux hauts et aux bas ordinaires. Des conflits plus importants ou de longs silences peuvent tout de même vous troubler un moment. Vous retrouvez souvent votre équilibre en parlant des choses.',
        },
        4: {
          headline: 'Vous vous sentez le plus souvent calme et en confiance dans vos relations proches.',
          interpretation: 'Vous avez confiance dans le fait que vos proches seront là et vous comptez sur leur affection. Vous pouvez être en désaccord, passer du temps loin l’un de l’autre et attendre une réponse sans trop vous inquiéter. Ce calme aide souvent les autres à se sentir en sécurité avec vous.',
        },
        5: {
          headline: 'Vous vous sentez profondément en sécurité avec vos proches.',
          interpretation: 'Vous avez la profonde certitude que l’on vous aime et vous accepte, et vous comptez sur vos proches pour être là. Les conflits, les séparations et les périodes plus calmes vous ébranlent rarement. Il peut vous arriver de sous-estimer à quel point d’autres personnes ont besoin d’être davantage rassurées.',
        },
      },
    },
  },
  outcomes: {
    secure: {
      name: 'Sécure',
      summary: 'Vous êtes à l’aise dans la proximité, faites confiance aux personnes que vous aimez et vivez les conflits et les séparations avec calme.',
      description: [
        'Vos réponses montrent un sentiment de sécurité assez fort, ainsi qu’un besoin de proximité au moins aussi grand que votre besoin d’espace. Vous avez tendance à faire confiance à vos proches : vous savez qu’ils tiennent à vous et qu’ils seront là quand cela compte. Partager vos sentiments et demander du soutien vous paraît en général naturel.',
        'Comme vous vous sentez assez en sécurité, les désaccords et les séparations sont rarement vécus comme une menace. Vous savez aborder un problème, écouter l’autre point de vue et passer à autre chose. Cela donne à vos relations une base stable, et les gens se sentent souvent en sécurité et acceptés auprès de vous.',
        'Un style sécure est une tendance, pas une garantie. Le stress, un deuil ou une relation difficile peuvent ébranler n’importe qui, et il peut vous arriver d’avoir du mal à comprendre les personnes moins confiantes que vous. Votre calme est une ressource que vous pouvez partager avec elles.',
      ],
      lists: {
        strengths: [
          'Vous savez exprimer ouvertement vos sentiments et aussi bien écouter.',
          'Vous pouvez aborder un problème sans craindre que la relation prenne fin.',
          'Vous accordez à vos proches votre confiance et la liberté d’être eux-mêmes.',
          'Vous vous remettez en général vite d’une dispute.',
        ],
        watchOuts: [
          'Vous pouvez attendre des autres qu’ils soient aussi calmes que vous, et passer à côté de leurs inquiétudes.',
          'Vous pouvez considérer une relation stable comme acquise et vous y investir moins avec le temps.',
          'Vous pouvez régler les conflits si vite que l’autre personne a encore le sentiment de ne pas avoir été entendue.',
        ],
        recommendations: [
          'Quand un proche semble inquiet, demandez-lui ce qui l’aiderait à se sentir plus en confiance, plutôt que de lui dire qu’il n’y a pas de raison de s’inquiéter.',
          'Prévoyez régulièrement du temps avec les personnes que vous aimez, même quand tout semble aller bien.',
          'Après un désaccord, prenez des nouvelles le lendemain pour savoir comment l’autre personne le vit.',
          'Servez-vous de votre calme pour aider vos amis ou votre famille à parler de leurs conflits.',
        ],
      },
    },
    fearful: {
      name: 'Craintif-évitant',
      summary: 'Vous accordez de la valeur à la proximité, mais vous l’abordez avec prudence, en gardant souvent une certaine distance pour vous sentir en sécurité.',
      description: [
        'Vos réponses montrent un sentiment de sécurité plus faible, ainsi qu’un besoin d’espace plus grand que votre besoin de proximité. Vous pouvez tenir profondément aux personnes de votre vie tout en doutant de pouvoir compter sur elles. Garder une certaine distance, gérer les choses par vous-même ou garder certains aspects de votre vie pour vous peut vous sembler le choix le plus sûr.',
        'Cette prudence peut naître de l’expérience : si la proximité a parfois été décevante ou douloureuse, il est logique d’être prudent. Il peut vous arriver d’aller vers les autres puis de reculer, ou d’avoir du mal à dire ce dont vous avez besoin. Les autres peuvent vous voir comme une personne indépendante et forte, alors qu’à l’intérieur un tiraillement vous habite parfois.',
        'Votre prudence a de vraies forces. Vous remarquez beaucoup de choses, vous réfléchissez avant d’accorder votre confiance, et les relations que vous construisez sont souvent profondes et sincères. Avec le temps, des personnes rassurantes et de petits pas, beaucoup de gens découvrent que la proximité devient plus facile et moins risquée.',
      ],
      lists: {
        strengths: [
          'Vous êtes sensible à l’atmosphère et aux signaux d’une relation.',
          'Vous réfléchissez avant d’accorder votre confiance, ce qui vous évite de vous précipiter.',
          'Vous savez vous débrouiller par vous-même quand il le faut.',
          'Les personnes que vous laissez s’approcher trouvent souvent en vous une personne loyale et très compréhensive.',
        ],
        watchOuts: [
          'Vous pouvez prendre du recul juste au moment où une relation devient plus proche.',
          'Vous pouvez garder vos besoins pour vous, si bien que les autres ont du mal à vous soutenir.',
          'Vous pouvez voir dans de petits signes la preuve que les autres vont vous décevoir.',
          'L’inquiétude et la distance réunies peuvent vous laisser un sentiment de solitude.',
        ],
        recommendations: [
          'Choisissez une personne de confiance et partagez avec elle une petite chose personnelle cette semaine.',
          'Quand vous ressentez l’envie de vous retirer, dites à l’autre personne que vous avez besoin d’un peu de temps et quand vous reprendrez contact.',
          'Notez ce qu’une personne a réellement dit ou fait avant de décider de ce que cela signifie.',
          'Repérez les personnes et les lieux qui vous aident à vous sentir calme, et passez-y plus de temps.',
          'Si d’anciennes blessures continuent de façonner vos relations, envisagez d’en parler à un conseiller ou à un psychothérapeute.',
        ],
      },
    },
    preoccupied: {
      name: 'Préoccupé',
      summary: 'Vous vous investissez chaleureusement dans la proximité et cherchez peut-être souvent des signes que l’on vous aime et que vous êtes en sécurité.',
      description: [
        'Vos réponses montrent un sentiment de sécurité plus faible, ainsi qu’un besoin de proximité au moins aussi grand que votre besoin d’espace. Les relations comptent énormément pour vous. Vous donnez beaucoup de chaleur et d’attention, et vous aimez vous sentir souvent en lien avec les personnes que vous aimez.',
        'Comme ce lien compte tant, vous remarquez peut-être chacun de ses changements. Une réponse tardive, une soirée silencieuse ou un désaccord peuvent vite soulever la question de savoir si tout va encore bien. Vous cherchez peut-être alors du réconfort, vous repensez beaucoup à ce qui a été dit, ou vous faites de gros efforts pour faire plaisir.',
        'Votre ouverture et votre dévouement sont de vrais cadeaux : vos proches se sentent souvent vus et choyés. Apprendre à apaiser vos propres inquiétudes, et à faire confiance au lien entre deux moments de contact, peut vous aider à vivre vos relations plus sereinement.',
      ],
      lists: {
        strengths: [
          'Vous montrez ouvertement votre chaleur et votre affection.',
          'Vous prêtez une grande attention aux sentiments de vos proches.',
          'Vous consacrez du temps et des efforts à faire vivre vos relations.',
          'Vous acceptez volontiers de parler de vos sentiments et à travailler sur les problèmes.',
        ],
        watchOuts: [
          'Vous pouvez demander du réconfort si souvent que les autres ressentent une pression.',
          'Vous pouvez voir dans un court silence le signe que quelque chose ne va pas.',
          'Vous pouvez mettre de côté vos propres besoins et centres d’intérêt pour garder les autres près de vous.',
          'L’inquiétude après une dispute peut vous habiter longtemps après qu’elle a été réglée.',
        ],
        recommendations: [
          'Quand l’inquiétude monte, attendez une heure avant d’envoyer un autre message, et faites en attendant quelque chose qui vous plaît.',
          'Tenez une courte liste des moments où vos proches vous ont montré qu’ils tenaient à vous, et relisez-la quand le doute monte.',
          'Exprimez directement votre besoin, par exemple « J’aimerais beaucoup qu’on s’appelle un peu ce soir », au lieu de le suggérer à demi-mot.',
          'Consacrez régulièrement du temps à un loisir ou à une amitié bien à vous qui vous apporte de la joie.',
          'Si l’inquiétude liée à vos relations occupe une grande partie de vos journées, envisagez d’en parler à un conseiller ou à un psychothérapeute.',
        ],
      },
    },
    dismissing: {
      name: 'Détaché-évitant',
      summary: 'Vous vous sentez calme et autonome dans vos relations, et tenez davantage à votre espace qu’à une proximité constante.',
      description: [
        'Vos réponses montrent un sentiment de sécurité assez fort, ainsi qu’un besoin d’espace plus grand que votre besoin de proximité. Vous avez tendance à être à l’aise par vous-même, à gérer vos problèmes par vous-même et à garder une distance confortable. Les conflits et les séparations vous troublent rarement.',
        'Votre indépendance peut faire de vous une présence stable et fiable, qui laisse aux autres la liberté de mener leur propre vie. En même temps, les personnes qui souhaitent plus de proximité peuvent parfois se sentir tenues à distance, ou ne pas bien savoir à quel point elles comptent pour vous, parce que vous partagez moins souvent vos sentiments.',
        'Tenir à son indépendance est une vraie force. Il peut être utile de se rappeler que laisser les autres vous soutenir et leur parler de votre vie intérieure est aussi une façon de donner : cela leur montre qu’ils comptent. De petits pas vers le partage peuvent approfondir vos relations tout en préservant la liberté dont vous avez besoin.',
      ],
      lists: {
        strengths: [
          'Vous restez calme sous la pression et dans les conflits.',
          'Vous laissez de la liberté à vos proches et respectez leur espace.',
          'Vous faites preuve de compétence et de fiabilité quand il faut que les choses avancent.',
          'Vous menez une vie riche et personnelle, avec vos propres centres d’intérêt.',
        ],
        watchOuts: [
          'Les autres peuvent se sentir tenus à l’écart quand vous gardez vos sentiments pour vous.',
          'Vous pouvez affronter trop longtemps les moments difficiles par vous-même avant de demander du soutien.',
          'Vous pouvez trouver excessif le besoin de proximité des autres et prendre du recul.',
        ],
        recommendations: [
          'Une fois par semaine, confiez à un proche une émotion ou une inquiétude de votre semaine.',
          'Demandez aux personnes que vous aimez quel type de contact les aide à se sentir proches de vous, et choisissez une chose à leur offrir.',
          'Quand vous avez besoin d’espace, dites-le avec chaleur et précisez quand vous reviendrez vers eux, pour qu’ils se sentent inclus plutôt que mis à l’écart.',
          'La prochaine fois que vous rencontrez un problème, demandez l’avis d’une personne avant de le résoudre par vous-même.',
        ],
      },
    },
  },
};
